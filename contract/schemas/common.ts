/**
 * Schema pieces shared by several routes. The TypeBox schemas in contract/schemas are
 * the wire contract (spec §3, §7); the client imports their types with `import type`.
 */
import { Type, type Static, type TStringOptions } from 'typebox';
import { MULTILINE_TEXT_FORMAT, TEXT_FORMAT, isMultilineText, isSingleLineText } from '../text.ts';

/**
 * Every free-text string a request carries (contract/text.ts): valid Unicode, no control
 * characters, one line. The validator knows the formats by `textFormats` (app.ts), so a bad
 * string is a 400 naming its field before any handler runs.
 */
export const Text = (options: TStringOptions = {}) => Type.String({ ...options, format: TEXT_FORMAT });
/** The same, with line breaks allowed. */
export const MultilineText = (options: TStringOptions = {}) => Type.String({ ...options, format: MULTILINE_TEXT_FORMAT });

/** The formats for Ajv's `formats` option. */
export const textFormats = {
  [TEXT_FORMAT]: isSingleLineText,
  [MULTILINE_TEXT_FORMAT]: isMultilineText,
};

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

/** Product ids: letters, digits, `-` and `_`, 1–64 characters (the pattern keeps to the text rule). */
export const ProductId = Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$', maxLength: 64 });


export const errorResponses = {
  400: ErrorBody,
  404: ErrorBody,
  500: ErrorBody,
  503: ErrorBody,
} as const;
