// oidc-provider ships no types; the fake identity provider uses a small, checked corner of it.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type Interaction = { uid: string; params: Record<string, string>; prompt: { name: string } };
  export class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    Grant: new (options: {
      accountId: string;
      clientId: string;
    }) => {
      addOIDCScope(scope: string): void;
      save(): Promise<string>;
    };
  }
  export default Provider;
}
