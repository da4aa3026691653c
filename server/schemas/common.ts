/**
 * Schema pieces shared by several routes. The TypeBox schemas in server/schemas are
 * the wire contract (spec §3, §7); the client imports their types with `import type`.
 */
import { Type, type Static } from 'typebox';

export const ErrorBody = Type.Object(
  {
    statusCode: Type.Integer(),
    error: Type.String(),
    message: Type.String(),
    field: Type.Optional(Type.String()),
  },
  { $id: 'ErrorBody', description: '4xx/5xx answer; `field` names the offending input.' },
);
export type ErrorBody = Static<typeof ErrorBody>;

/** Organisation ids (catalogue data, LMS tokens): letters, digits, `-` and `_`, 1–64 characters. */
export const ORG_ID_PATTERN = '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$';

/** Product ids: letters, digits, `-` and `_`, 1–64 characters. */
export const ProductId = Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$', maxLength: 64 });


export const errorResponses = {
  400: ErrorBody,
  404: ErrorBody,
  500: ErrorBody,
  503: ErrorBody,
} as const;
