/** The learning section of the console and the public rule list; bounds from contract/search-learning.ts. */
import { Type } from 'typebox';
import { Text } from './common.ts';
import { PROPOSAL_KINDS, SYNONYM_TEXT_MAX } from '../search-learning.ts';

// Spelled out (a mapped list loses the literal types); contract's PROPOSAL_KINDS is the same list.
const Kind = Type.Union([Type.Literal(PROPOSAL_KINDS[0]), Type.Literal(PROPOSAL_KINDS[1]), Type.Literal(PROPOSAL_KINDS[2])]);
const Count = Type.Integer({ minimum: 0 });
const RuleText = Text({ minLength: 1, maxLength: SYNONYM_TEXT_MAX });

export const SynonymBody = Type.Object(
  { term: RuleText, replacement: RuleText, kind: Type.Optional(Kind) },
  { additionalProperties: false },
);
export const RejectionBody = Type.Object({ term: RuleText }, { additionalProperties: false });
export const ClickRankingBody = Type.Object({ enabled: Type.Boolean() }, { additionalProperties: false });
export const SynonymParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });

const Synonym = Type.Object({
  id: Type.Integer(),
  term: Type.String(),
  replacement: Type.String(),
  kind: Kind,
  acceptedAt: Type.String(),
});

export const LearningAnswer = Type.Object({
  clickRanking: Type.Boolean(),
  proposals: Type.Array(
    Type.Object({
      term: Type.String(),
      replacement: Type.String(),
      kind: Kind,
      visits: Count,
      examples: Type.Array(Type.Object({ query: Type.String(), visits: Count })),
      products: Type.Array(Type.Object({ productId: Type.String(), name: Type.Union([Type.String(), Type.Null()]), visits: Count })),
    }),
  ),
  synonyms: Type.Array(Synonym),
  signals: Type.Object({ queries: Count, pairs: Count }),
  movers: Type.Array(
    Type.Object({
      query: Type.String(),
      productId: Type.String(),
      name: Type.Union([Type.String(), Type.Null()]),
      visits: Count,
      addresses: Count,
      topAddressVisits: Count,
      unserved: Count,
      boost: Type.Number({ minimum: 0 }),
    }),
  ),
  retentionDays: Type.Integer(),
});

export const SynonymSaved = Type.Object({ id: Type.Integer(), term: Type.String(), replacement: Type.String() });
export const ClickRankingAnswer = Type.Object({ enabled: Type.Boolean() });
export const SynonymList = Type.Object({
  synonyms: Type.Array(Type.Object({ term: Type.String(), replacement: Type.String() })),
});
