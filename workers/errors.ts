/**
 * Typed errors thrown by domain services. The API maps them to `{ error, code }` with the status below;
 * Remix loaders and actions map them to responses and form messages.
 */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 402 | 403 | 404 | 409 | 413 | 429 | 503,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class Invalid extends AppError {
  constructor(
    message: string,
    readonly field?: string,
    code = "VALIDATION_ERROR",
  ) {
    super(400, code, message);
  }
}

export class Unauthorized extends AppError {
  constructor(message = "Please sign in to continue.", code = "UNAUTHORIZED") {
    super(401, code, message);
  }
}

export class PlanRequired extends AppError {
  constructor(message: string, code = "PLAN_REQUIRED") {
    super(402, code, message);
  }
}

export class Forbidden extends AppError {
  constructor(message: string, code = "FORBIDDEN") {
    super(403, code, message);
  }
}

export class NotFound extends AppError {
  constructor(message = "Not found.", code = "NOT_FOUND") {
    super(404, code, message);
  }
}

export class Conflict extends AppError {
  constructor(message: string, code = "CONFLICT") {
    super(409, code, message);
  }
}

export class RateLimited extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, "RATE_LIMITED", message);
  }
}

/** A dependency (the AI model, say) could not answer; the request may be retried. */
export class Unavailable extends AppError {
  constructor(message: string, code = "UNAVAILABLE") {
    super(503, code, message);
  }
}
