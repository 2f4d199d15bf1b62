/**
 * A contract is data: one typed entry per server call (where it goes, how the
 * payload and nonce travel, time-out, concurrency, and the parser that turns
 * the answer into a typed value). `call` is the only way to send one, so a
 * call site never builds a URL by hand.
 */
import type { ShopConfig } from '../dom-bridge/config.ts';
import {
  adopt,
  DEFAULT_TIMEOUT_MS,
  runInLane,
  send,
  shopConfig,
  type BodyEncoding,
  type Concurrency,
  type Method,
  type NoncePlacement,
  type Payload,
  type ResponseType,
  type Transport,
} from './client.ts';
import { ProtocolError } from './errors.ts';

export interface ContractSpec<T, I extends Payload> {
  /** The call's name, used in errors and as its default lane. */
  name: string;
  transport: Transport;
  method: Method;
  /** How a non-GET payload travels; default `form`. */
  body?: BodyEncoding;
  nonce?: NoncePlacement;
  /** Milliseconds, `false` for none, or read from the shop config; default DEFAULT_TIMEOUT_MS. */
  timeout?: number | false | ((config: ShopConfig) => number);
  /** Default `parallel`. */
  concurrency?: Concurrency;
  /** Which calls compete under `latest`/`queue`: a fixed name or one derived from the input; default `name`. */
  lane?: string | ((input: I) => string);
  /** Default `json`. */
  response?: ResponseType;
  /** Turns the raw answer into T; throws ProtocolError('unknown_error') on a wrong shape. */
  parse: (raw: unknown) => T;
  /** An exact Accept header; default by `response`. */
  accept?: string;
  /** Sent so that it outlives the page (see RequestSpec). */
  keepalive?: boolean;
}

export interface Contract<T, I extends Payload = Payload> {
  readonly name: string;
  readonly transport: Transport;
  readonly method: Method;
  readonly body: BodyEncoding;
  readonly nonce?: NoncePlacement | undefined;
  readonly timeout: number | false | ((config: ShopConfig) => number);
  readonly concurrency: Concurrency;
  readonly lane: string | ((input: I) => string);
  readonly response: ResponseType;
  readonly parse: (raw: unknown) => T;
  readonly accept?: string | undefined;
  readonly keepalive?: boolean | undefined;
}

export interface CallOptions {
  signal?: AbortSignal;
  /**
   * The call's request, already sent by someone else (the entry's first listing add, src/add-to-cart/early-add.ts):
   * its answer is taken in the call's turn of its lane, instead of a request of its own, and read, timed
   * and judged exactly like one. Nothing is sent again.
   */
  started?: Promise<Response>;
}

/** A contract with its defaults filled in. Pure, so unused contracts drop out of the bundle. */
/*#__NO_SIDE_EFFECTS__*/
export function defineContract<T, I extends Payload = Payload>(spec: ContractSpec<T, I>): Contract<T, I> {
  return {
    ...spec,
    body: spec.body ?? 'form',
    timeout: spec.timeout ?? DEFAULT_TIMEOUT_MS,
    concurrency: spec.concurrency ?? 'parallel',
    lane: spec.lane ?? spec.name,
    response: spec.response ?? 'json',
  };
}

/**
 * Sends `input` under `contract` and resolves with the parsed answer. Rejects
 * with a ProtocolError, or with the abort unchanged (the caller's signal, or a
 * newer call superseding this one under `latest`).
 */
export function call<T, I extends Payload>(contract: Contract<T, I>, input: I, options: CallOptions = {}): Promise<T> {
  const lane = typeof contract.lane === 'function' ? contract.lane(input) : contract.lane;
  return runInLane(contract.concurrency, lane, options.signal, async (signal) => {
    const timeout = typeof contract.timeout === 'function' ? contract.timeout(shopConfig()) : contract.timeout;
    const raw = options.started
      ? await adopt(options.started, { ...contract, timeout }, signal)
      : await send({ ...contract, timeout }, input, signal);
    try {
      return contract.parse(raw);
    } catch (error) {
      throw error instanceof ProtocolError ? error : new ProtocolError('unknown_error', { cause: error });
    }
  });
}
