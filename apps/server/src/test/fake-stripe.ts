import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import Stripe from 'stripe';

type FakePrice = { id: string; unitAmount: number; metadata: Record<string, string> };
type FakeSession = {
  id: string;
  clientReferenceId: string | null;
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  status: 'open' | 'complete';
  items: Array<{ id: string; price: FakePrice; quantity: number }>;
  successUrl: string | null;
  /** The payment behind a paid session (Stripe's PaymentIntent and its Charge). */
  paymentIntent: string;
  charge: string;
};

export type FakePricingTable = { id: string; publishableKey: string; priceIds: string[]; successUrl: string };

export type FakeStripe = {
  /** e.g. http://127.0.0.1:12345, for STRIPE_API_BASE. */
  url: string;
  secretKey: string;
  webhookSecret: string;
  /** Every API call the SDK made: method and path with query. */
  requests: Array<{ method: string; path: string }>;
  addPrice(price: { id: string; unitAmount?: number; metadata?: Record<string, string> }): void;
  createSession(options: {
    clientReferenceId: string | null;
    items: Array<{ priceId: string; quantity?: number }>;
    paymentStatus?: FakeSession['paymentStatus'];
    successUrl?: string;
  }): string;
  setPaymentStatus(sessionId: string, status: FakeSession['paymentStatus']): void;
  /** A webhook delivery as Stripe sends it: the JSON body and its `Stripe-Signature` header. */
  signedEvent(
    type: string,
    sessionId: string,
    options?: { secret?: string },
  ): { payload: string; signature: string };
  /** `charge.refunded` for the session's payment, `refunded` cents of it so far (default: all). */
  signedRefund(sessionId: string, refunded?: number): { payload: string; signature: string };
  /** `charge.dispute.created` for the session's payment. */
  signedDispute(sessionId: string): { payload: string; signature: string };
  /** The browser parts (e2e): a stand-in for js.stripe.com's pricing-table script, and hosted checkout. */
  pricingTables: Map<string, FakePricingTable>;
  /** Where the hosted checkout delivers `checkout.session.completed` after payment (null: no delivery). */
  webhookUrl: string | null;
  pricingTableScript(): string;
  close(): Promise<void>;
};

const sdk = new Stripe('sk_test_fake_for_signing');

function stripeError(status: number, message: string, extra: Record<string, string> = {}) {
  return { status, body: { error: { type: 'invalid_request_error', message, ...extra } } };
}

/**
 * A real HTTP server speaking the parts of Stripe's API that Tailor's server calls through the SDK
 * (retrieve a Checkout Session with expanded line items, list its line items), plus a pretend hosted
 * checkout for browser tests. Nothing here is reached through the network.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const prices = new Map<string, FakePrice>();
  const sessions = new Map<string, FakeSession>();
  const sockets = new Set<Socket>();

  const sessionJson = (session: FakeSession, expandLineItems: boolean) => ({
    id: session.id,
    object: 'checkout.session',
    client_reference_id: session.clientReferenceId,
    payment_status: session.paymentStatus,
    status: session.status,
    mode: 'payment',
    currency: 'usd',
    livemode: false,
    metadata: {},
    amount_total: session.items.reduce((sum, item) => sum + item.price.unitAmount * item.quantity, 0),
    success_url: session.successUrl,
    payment_intent: session.paymentStatus === 'paid' ? session.paymentIntent : null,
    ...(expandLineItems && { line_items: lineItemList(session, 10, null) }),
  });

  const lineItemList = (session: FakeSession, limit: number, startingAfter: string | null) => {
    const start = startingAfter ? session.items.findIndex((item) => item.id === startingAfter) + 1 : 0;
    const page = session.items.slice(start, start + limit);
    return {
      object: 'list',
      url: `/v1/checkout/sessions/${session.id}/line_items`,
      has_more: start + limit < session.items.length,
      data: page.map((item) => ({
        id: item.id,
        object: 'item',
        quantity: item.quantity,
        currency: 'usd',
        amount_total: item.price.unitAmount * item.quantity,
        description: `Credits (${item.price.id})`,
        price: {
          id: item.price.id,
          object: 'price',
          currency: 'usd',
          unit_amount: item.price.unitAmount,
          metadata: item.price.metadata,
        },
      })),
    };
  };

  const amountOf = (session: FakeSession) =>
    session.items.reduce((sum, item) => sum + item.price.unitAmount * item.quantity, 0);

  const signed = (type: string, object: Record<string, unknown>) => {
    const payload = JSON.stringify({
      id: `evt_${randomBytes(12).toString('hex')}`,
      object: 'event',
      type,
      api_version: '2024-06-20',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object },
    });
    return {
      payload,
      signature: sdk.webhooks.generateTestHeaderString({ payload, secret: fake.webhookSecret }),
    };
  };

  const fake: FakeStripe = {
    url: '',
    secretKey: `sk_test_${randomBytes(12).toString('hex')}`,
    webhookSecret: `whsec_${randomBytes(16).toString('hex')}`,
    requests: [],
    pricingTables: new Map(),
    webhookUrl: null,
    addPrice({ id, unitAmount = 1000, metadata = {} }) {
      prices.set(id, { id, unitAmount, metadata });
    },
    createSession({ clientReferenceId, items, paymentStatus = 'paid', successUrl }) {
      const id = `cs_test_${randomBytes(12).toString('hex')}`;
      sessions.set(id, {
        id,
        clientReferenceId,
        paymentStatus,
        status: paymentStatus === 'unpaid' ? 'open' : 'complete',
        successUrl: successUrl ?? null,
        paymentIntent: `pi_${randomBytes(12).toString('hex')}`,
        charge: `ch_${randomBytes(12).toString('hex')}`,
        items: items.map((item, index) => {
          const price = prices.get(item.priceId);
          if (!price) throw new Error(`fake Stripe: no price ${item.priceId}`);
          return { id: `li_${index}_${randomBytes(6).toString('hex')}`, price, quantity: item.quantity ?? 1 };
        }),
      });
      return id;
    },
    setPaymentStatus(sessionId, status) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`fake Stripe: no session ${sessionId}`);
      session.paymentStatus = status;
      session.status = status === 'unpaid' ? 'open' : 'complete';
    },
    signedRefund(sessionId, refunded) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`fake Stripe: no session ${sessionId}`);
      const amount = amountOf(session);
      return signed('charge.refunded', {
        id: session.charge,
        object: 'charge',
        amount,
        amount_refunded: refunded ?? amount,
        refunded: (refunded ?? amount) >= amount,
        currency: 'usd',
        payment_intent: session.paymentIntent,
        livemode: false,
      });
    },
    signedDispute(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`fake Stripe: no session ${sessionId}`);
      return signed('charge.dispute.created', {
        id: `dp_${randomBytes(12).toString('hex')}`,
        object: 'dispute',
        amount: amountOf(session),
        charge: session.charge,
        currency: 'usd',
        payment_intent: session.paymentIntent,
        reason: 'fraudulent',
        status: 'needs_response',
        livemode: false,
      });
    },
    signedEvent(type, sessionId, options = {}) {
      const session = sessions.get(sessionId);
      const payload = JSON.stringify({
        id: `evt_${randomBytes(12).toString('hex')}`,
        object: 'event',
        type,
        api_version: '2024-06-20',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        data: {
          object: session ? sessionJson(session, false) : { id: sessionId, object: 'checkout.session' },
        },
      });
      const signature = sdk.webhooks.generateTestHeaderString({
        payload,
        secret: options.secret ?? fake.webhookSecret,
      });
      return { payload, signature };
    },
    pricingTableScript() {
      const tables = Object.fromEntries(
        [...fake.pricingTables].map(([id, table]) => [
          id,
          {
            publishableKey: table.publishableKey,
            prices: table.priceIds.map((priceId) => {
              const price = prices.get(priceId)!;
              return { id: priceId, credits: price.metadata.credits, amount: price.unitAmount };
            }),
          },
        ]),
      );
      return `(() => {
  const TABLES = ${JSON.stringify(tables)};
  const CHECKOUT = ${JSON.stringify(`${fake.url}/checkout/start`)};
  customElements.define('stripe-pricing-table', class extends HTMLElement {
    connectedCallback() {
      const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      const table = TABLES[this.getAttribute('pricing-table-id')];
      if (!table || table.publishableKey !== this.getAttribute('publishable-key')) {
        root.textContent = 'Invalid pricing table';
        return;
      }
      root.replaceChildren(...table.prices.map((price) => {
        const button = document.createElement('button');
        button.textContent = 'Buy ' + price.credits + ' credits for $' + (price.amount / 100).toFixed(2);
        button.addEventListener('click', () => {
          const query = new URLSearchParams({
            table: this.getAttribute('pricing-table-id'),
            price: price.id,
            client_reference_id: this.getAttribute('client-reference-id') ?? '',
          });
          window.location.href = CHECKOUT + '?' + query;
        });
        return button;
      }));
    }
  });
})();`;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const deliverWebhook = async (sessionId: string) => {
    if (!fake.webhookUrl) return;
    const { payload, signature } = fake.signedEvent('checkout.session.completed', sessionId);
    await fetch(fake.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
      body: payload,
    }).catch(() => {});
  };

  const api = (method: string, url: URL, auth: string | undefined) => {
    if (auth !== `Bearer ${fake.secretKey}`) {
      return {
        status: 401,
        body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } },
      };
    }
    const items = /^\/v1\/checkout\/sessions\/([\w]+)\/line_items$/.exec(url.pathname);
    const one = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(url.pathname);
    const id = items?.[1] ?? one?.[1];
    if (method !== 'GET' || !id)
      return stripeError(404, `Unrecognized request URL (${method}: ${url.pathname})`);
    const session = sessions.get(id);
    if (!session) {
      return stripeError(404, `No such checkout.session: '${id}'`, {
        code: 'resource_missing',
        param: 'session',
      });
    }
    if (items) {
      const limit = Math.min(Number(url.searchParams.get('limit') ?? 10), 100);
      return { status: 200, body: lineItemList(session, limit, url.searchParams.get('starting_after')) };
    }
    const expand = [...url.searchParams]
      .filter(([key]) => key.startsWith('expand'))
      .map(([, value]) => value);
    return { status: 200, body: sessionJson(session, expand.includes('line_items')) };
  };

  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', fake.url);
    for await (const _chunk of request) {
      // drain
    }
    if (url.pathname.startsWith('/v1/')) {
      fake.requests.push({ method: request.method ?? 'GET', path: `${url.pathname}${url.search}` });
      const { status, body } = api(request.method ?? 'GET', url, request.headers.authorization);
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' });
      response.end(JSON.stringify(body));
      return;
    }
    if (url.pathname === '/v3/pricing-table.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(fake.pricingTableScript());
      return;
    }
    if (url.pathname === '/checkout/start') {
      const table = fake.pricingTables.get(url.searchParams.get('table') ?? '');
      const priceId = url.searchParams.get('price') ?? '';
      if (!table?.priceIds.includes(priceId)) return response.writeHead(400).end('bad checkout');
      const id = fake.createSession({
        clientReferenceId: url.searchParams.get('client_reference_id') || null,
        items: [{ priceId }],
        paymentStatus: 'unpaid',
        successUrl: table.successUrl,
      });
      response.writeHead(303, { location: `/pay/${id}` }).end();
      return;
    }
    const pay = /^\/pay\/([\w]+)$/.exec(url.pathname);
    const session = pay ? sessions.get(pay[1]!) : undefined;
    if (pay && session && request.method === 'GET') {
      const amount = session.items.reduce((sum, item) => sum + item.price.unitAmount * item.quantity, 0);
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        `<!doctype html><title>Checkout (test)</title><h1>Test checkout</h1><p>Total $${(amount / 100).toFixed(2)}</p><form method="post"><button>Pay</button></form>`,
      );
      return;
    }
    if (pay && session && request.method === 'POST') {
      fake.setPaymentStatus(session.id, 'paid');
      void deliverWebhook(session.id);
      const next = (session.successUrl ?? '/').replace('{CHECKOUT_SESSION_ID}', session.id);
      response.writeHead(303, { location: next }).end();
      return;
    }
    response.writeHead(404).end();
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
