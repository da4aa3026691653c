/**
 * Errors a route may throw on purpose. The app's error handler turns them into the
 * JSON body every client sees: `{ statusCode, error, message, field? }`.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export const badRequest = (field: string, message: string) => new HttpError(400, message, field);
export const notFound = (message: string) => new HttpError(404, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
