import { REQUEST_TIMEOUT_MS } from '@aula/shared';
import { currentLanguage, i18n } from './i18n';
import type { RuntimeConfig } from './runtime-config';
import type { QueryParameters } from './service-url';
import { buildUrl } from './service-url';
import { readToken } from './storage';

/**
 * An error answer of a service, `{ error, message, fields? }` (docs/product-rules.md#errors). The
 * message is already translated by the server from our Accept-Language. Requests that never got an
 * answer (network down, timeout) have status 0 and the generic message.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;

  constructor(
    status: number,
    body: { error: string; message: string; fields?: Record<string, string> | undefined },
  ) {
    super(body.message);
    this.status = status;
    this.code = body.error;
    this.fields = body.fields;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function genericMessage() {
  return i18n.t('messages:errors.generic');
}

function errorFromBody(status: number, body: unknown): ApiError {
  if (typeof body === 'object' && body !== null) {
    const record = body as Record<string, unknown>;
    if (typeof record.message === 'string') {
      const fields =
        typeof record.fields === 'object' && record.fields !== null
          ? (record.fields as Record<string, string>)
          : undefined;
      return new ApiError(status, {
        error: typeof record.error === 'string' ? record.error : 'error',
        message: record.message,
        fields,
      });
    }
  }
  return new ApiError(status, { error: 'error', message: genericMessage() });
}

export interface RequestOptions {
  query?: QueryParameters;
  signal?: AbortSignal;
}

export interface ApiClient {
  /**
   * Sends a request and answers with its JSON body, unchecked: calls go through callEndpoint,
   * which types and checks the answer by its endpoint.
   */
  request(method: string, path: string, body?: unknown, options?: RequestOptions): Promise<unknown>;
  /** A file the service makes (a PDF, a CSV), as a Blob; errors come as JSON like any other. */
  getFile(path: string, options: RequestOptions & { accept: string }): Promise<Blob>;
  /** The absolute address of a path, for requests the client cannot make (navigator.sendBeacon). */
  url(path: string, query?: RequestOptions['query']): URL;
}

export interface ApiClientOptions {
  /** Read on every request: the runtime config arrives after the clients are created. */
  baseUrl: () => string;
  getToken?: () => string | null;
  getLanguage?: () => string;
  timeoutMs?: number;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const getToken = options.getToken ?? readToken;
  const getLanguage = options.getLanguage ?? currentLanguage;
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;

  /** Sends a request with the session's token and language; network failures become ApiErrors. */
  async function send(
    method: string,
    path: string,
    body: unknown,
    requestOptions: RequestOptions = {},
    accept = 'application/json',
  ): Promise<Response> {
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      Accept: accept,
      'Accept-Language': getLanguage(),
    };
    const token = getToken();
    if (token) headers.Authorization = `Bearer ${token}`;

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const callerSignal = requestOptions.signal;
    const abortFromCaller = () => controller.abort(callerSignal?.reason);
    if (callerSignal?.aborted) abortFromCaller();
    callerSignal?.addEventListener('abort', abortFromCaller, { once: true });

    // A JSON content type with an empty body is refused by the services, so writes always
    // carry a JSON document.
    const sendsBody = method !== 'GET';
    try {
      return await fetch(buildUrl(options.baseUrl(), path, requestOptions.query), {
        method,
        headers,
        body: sendsBody ? JSON.stringify(body ?? {}) : undefined,
        signal: controller.signal,
      });
    } catch (error) {
      if (callerSignal?.aborted && !timedOut) throw error;
      throw new ApiError(0, { error: timedOut ? 'timeout' : 'network', message: genericMessage() });
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', abortFromCaller);
    }
  }

  async function readJson(response: Response): Promise<unknown> {
    const text = await response.text();
    if (!text) return undefined;
    try {
      return JSON.parse(text);
    } catch {
      return undefined;
    }
  }

  async function request(
    method: string,
    path: string,
    body: unknown,
    requestOptions: RequestOptions = {},
  ): Promise<unknown> {
    const response = await send(method, path, body, requestOptions);
    const data = await readJson(response);
    if (!response.ok) throw errorFromBody(response.status, data);
    return data;
  }

  async function getFile(path: string, fileOptions: RequestOptions & { accept: string }) {
    const response = await send('GET', path, undefined, fileOptions, fileOptions.accept);
    if (!response.ok) throw errorFromBody(response.status, await readJson(response));
    return response.blob();
  }

  return {
    request,
    getFile,
    url: (path, query) => buildUrl(options.baseUrl(), path, query),
  };
}

let runtimeConfig: RuntimeConfig | null = null;

export function configureApiClients(config: RuntimeConfig) {
  runtimeConfig = config;
}

function configured(key: keyof RuntimeConfig) {
  return () => {
    if (!runtimeConfig) throw new Error('The API clients are used before /config.json was read');
    return runtimeConfig[key];
  };
}

/** Main service (:3003, root path): users, auth, catalogue, tests, settings. */
export const mainClient = createApiClient({ baseUrl: configured('mainServiceUrl') });
/** Activity service (:3001/v1/): activity records and activity time. */
export const activityClient = createApiClient({ baseUrl: configured('activityServiceUrl') });
/** Dictionary service (:3002/v1/): spelling helper, words, glossary. */
export const dictionaryClient = createApiClient({ baseUrl: configured('dictionaryServiceUrl') });
