// An institution's own product in a list: anonymous visitors are told that opening it asks
// them to sign in (spec §4 "Product load: 401 triggers login"); members that it is theirs.
import { describe, expect, it } from 'vitest';
import { institutionEditionNote } from '../../src/domain/product/institution-edition';
import { messages, setPageCatalogue } from '../../src/lib/messages/messages';
import { catalogue as enUs } from '../../src/lib/messages/messages-en-us';

// The page's words, as src/main.tsx loads them before the first render.
setPageCatalogue(enUs);

describe('institutionEditionNote', () => {
  it('says nothing of a product open to everyone', () => {
    expect(institutionEditionNote(null, false)).toBeNull();
    expect(institutionEditionNote(undefined, true)).toBeNull();
    expect(institutionEditionNote('', true)).toBeNull();
  });

  it('asks an anonymous visitor to sign in, and tells a member it is theirs', () => {
    expect(institutionEditionNote('ORG-CA-HE-001', false)).toBe('signIn');
    expect(institutionEditionNote('ORG-CA-HE-001', true)).toBe('member');
    expect(messages.institutionEdition.signIn).toBe('Institution edition: sign in to open');
    expect(messages.institutionEdition.member).toBe("Your institution's edition");
  });
});
