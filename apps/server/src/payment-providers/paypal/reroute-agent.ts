import type { ClientRequestArgs } from 'node:http';
import { Agent } from 'node:https';
import { connect } from 'node:net';
import type { Duplex } from 'node:stream';
import { connect as tlsConnect } from 'node:tls';

/**
 * The PayPal SDK builds its URLs from a fixed environment (api-m.paypal.com or its sandbox) and
 * offers no base-URL option. This agent, passed as the SDK's `httpsAgent`, opens the socket to
 * another origin instead: plain TCP for an `http:` target (a local double), TLS for `https:`.
 * Paths, headers and bodies are exactly what the SDK sends; only the destination changes.
 */
export class RerouteAgent extends Agent {
  private readonly host: string;
  private readonly port: number;
  private readonly secure: boolean;

  constructor(target: string) {
    super({ keepAlive: false });
    const url = new URL(target);
    this.secure = url.protocol === 'https:';
    this.host = url.hostname;
    this.port = Number(url.port || (this.secure ? 443 : 80));
  }

  // Returning the socket is enough: Node's Agent hands a returned socket to the request itself.
  override createConnection(_options: ClientRequestArgs): Duplex {
    return this.secure ? tlsConnect({ host: this.host, port: this.port, servername: this.host }) : connect({ host: this.host, port: this.port });
  }
}
