// spec §5: an invitation link is valid only if it contains the console base URL followed by
// /enrollment/; an empty link does nothing. We also insist on an http(s) address so the Join
// button can never run a `javascript:` URL typed or pasted into the field.

export type InvitationLinkCheck = 'empty' | 'valid' | 'invalid';

export function checkInvitationLink(link: string, consoleBase: string): InvitationLinkCheck {
  const trimmed = link.trim();
  if (trimmed === '') return 'empty';
  const marker = `${consoleBase.replace(/\/+$/, '')}/enrollment/`;
  if (!trimmed.includes(marker)) return 'invalid';
  try {
    const { protocol } = new URL(trimmed);
    return protocol === 'https:' || protocol === 'http:' ? 'valid' : 'invalid';
  } catch {
    return 'invalid';
  }
}
