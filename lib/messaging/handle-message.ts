/**
 * The one way to handle a protocol message: checks the sender's context against `MessageSenders`, parses the
 * payload with its `PayloadSchemas` entry (both columns of the one `MESSAGES` table), and turns every refusal or failure into the message's error shape.
 */
import type { z } from 'zod';
import { EngineError, isEngineError, type EngineErrorData } from '../engine/errors';
import { onMessage } from './messenger';
import {
  FAILURE_SHAPES,
  MessageSenders,
  PayloadSchemas,
  type MessageType,
  type ProtocolMap,
} from './protocol';
import {
  senderContext,
  type ExtensionIdentity,
  type MessageSenderLike,
  type SenderContext,
} from './sender-context';

type Payload<K extends MessageType> = z.infer<(typeof PayloadSchemas)[K]>;
type Reply<K extends MessageType> = ReturnType<ProtocolMap[K]>;

/** The sender a handler receives: already checked against the message's rule. */
type AllowedSender<K extends MessageType> = Extract<SenderContext, { kind: (typeof MessageSenders)[K] }>;

type MessageHandler<K extends MessageType> = (
  data: Payload<K>,
  sender: AllowedSender<K>,
) => Reply<K> | Promise<Reply<K>>;

/** Registers `handler` for `type`; the handler runs only for an allowed sender and a valid payload. */
export function handleMessage<K extends MessageType>(type: K, handler: MessageHandler<K>): void {
  // The messenger's per-message typing cannot follow a generic key; the wrapper's own types are exact.
  const listen = onMessage as unknown as (
    type: K,
    listener: (message: { data: unknown; sender: MessageSenderLike }) => Promise<Reply<K>>,
  ) => void;
  listen(type, ({ data, sender }) => dispatch(type, handler, data, sender, thisExtension()));
}

/** The checks and error shaping of `handleMessage`, without the messenger (unit tests call this directly). */
export async function dispatch<K extends MessageType>(
  type: K,
  handler: MessageHandler<K>,
  data: unknown,
  sender: MessageSenderLike | undefined,
  self: ExtensionIdentity,
): Promise<Reply<K>> {
  const from = senderContext(sender, self);
  const rule = MessageSenders[type];
  if (from.kind !== rule) {
    return failure(type, {
      code: 'input/refused',
      message: `Refused: "${type}" may only be sent by ${RULE_WORDS[rule]}, not by ${senderWords(from)}. Nothing was done.`,
      retryable: false,
    });
  }
  const parsed = PayloadSchemas[type].safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    return failure(type, {
      code: 'input/invalid',
      message: `Refused: "${type}" carried invalid data (${where}${issue?.message ?? 'invalid'}). Nothing was done.`,
      retryable: false,
    });
  }
  try {
    return await handler(parsed.data as Payload<K>, from as AllowedSender<K>);
  } catch (error) {
    return failure(type, toErrorData(error));
  }
}

const RULE_WORDS: Record<(typeof MessageSenders)[MessageType], string> = {
  'extension-page': "Cartographer's own pages",
  'content-script': "Cartographer's script in the page it is about",
};

function senderWords(from: SenderContext): string {
  if (from.kind === 'extension-page') return "one of Cartographer's pages";
  if (from.kind === 'content-script') return 'a script running in a web page';
  return from.why;
}

function failure<K extends MessageType>(type: K, error: EngineErrorData): Reply<K> {
  const shape: string = FAILURE_SHAPES[type];
  // Each cast below is checked by the table's type: a row's failure shape matches its reply type.
  if (shape === 'command') return { ok: false, error } as Reply<K>;
  if (shape === 'extraction') return { ok: false, reason: 'no-access', message: error.message } as Reply<K>;
  throw new EngineError(error.code, error.message);
}

/** Errors cross messaging as plain data: keep the code and the sentence, never the class. */
function toErrorData(error: unknown): EngineErrorData {
  if (error instanceof EngineError) return error.toJSON();
  if (isEngineError(error)) return { code: error.code, message: error.message, retryable: false };
  const message = error instanceof Error ? error.message : String(error);
  return { code: 'input/invalid', message: `Something went wrong: ${message}`, retryable: false };
}

function thisExtension(): ExtensionIdentity {
  // getURL('/') is `<scheme>://<id>/`; URL.origin is "null" for these schemes outside a browser, so cut by hand.
  return { id: browser.runtime.id, origin: browser.runtime.getURL('/').replace(/\/+$/, '') };
}
