import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, REPO_ROOT, ServerProcess } from '@tests/support/server-process';
import { waitUntil } from '@tests/support/wait-until';

const KAMAILIO_MODULES = ['/usr/lib/x86_64-linux-gnu/kamailio/modules', '/usr/lib/aarch64-linux-gnu/kamailio/modules', '/usr/lib/kamailio/modules'];
const BARESIP_MODULES = '/usr/lib/baresip/modules';

/** What baresip's ctrl_tcp module tells: a call's events (CALL_INCOMING, CALL_ESTABLISHED, CALL_CLOSED …). */
export interface BaresipEvent {
  type: string;
  peeruri?: string;
  param?: string;
}

/** baresip as the customer's phone: registered at the PBX under `user`, answers what rings it, driven over ctrl_tcp. */
class FarEnd {
  readonly events: BaresipEvent[] = [];
  private buffer = '';
  constructor(
    readonly process: ServerProcess,
    private readonly socket: Socket,
  ) {
    socket.setEncoding('utf8');
    // ctrl_tcp speaks netstrings: <length>:<json>,
    socket.on('data', (chunk: string) => {
      this.buffer += chunk;
      for (let m = /^(\d+):/.exec(this.buffer); m && this.buffer.length >= m[0].length + Number(m[1]) + 1; m = /^(\d+):/.exec(this.buffer)) {
        const json = this.buffer.slice(m[0].length, m[0].length + Number(m[1]));
        this.buffer = this.buffer.slice(m[0].length + Number(m[1]) + 1);
        const message = JSON.parse(json) as BaresipEvent & { event?: boolean };
        if (message.event) this.events.push(message);
      }
    });
  }

  command(command: string, params = ''): void {
    const body = JSON.stringify({ command, params, token: command });
    this.socket.write(`${Buffer.byteLength(body)}:${body},`);
  }

  /** How many times baresip has told `type` so far. */
  count(type: string): number {
    return this.events.filter((e) => e.type === type).length;
  }

  /** Waits until baresip has told `type` `count` times in all. */
  async heard(type: string, count = 1): Promise<BaresipEvent> {
    const seen = () => this.events.filter((e) => e.type === type);
    await waitUntil(seen, (s) => s.length >= count);
    return seen()[count - 1];
  }
}

export interface Pbx {
  /** The softphone's WebSocket address and SIP domain, the PBX's digest realm, and the seat's account at the PBX. */
  wsUrl: string;
  domain: string;
  realm: string;
  seatUser: string;
  seatPassword: string;
  /** The PBX's UDP address (sip:<user>@127.0.0.1:<port>). */
  sipUri(user: string): string;
  /** The customer's phone. */
  farEnd: FarEnd;
  /** A second phone, the number a seat transfers the customer's call to. */
  transferee: FarEnd;
  /** The last lines Kamailio and baresip printed, and baresip's events: what a failed test prints. */
  report(): string;
  stop(): Promise<void>;
}

const connected = (port: number) =>
  new Promise<Socket | null>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => resolve(socket));
    socket.once('error', () => resolve(null));
  });
const listening = async (port: number) => {
  const socket = await connected(port);
  socket?.destroy();
  return socket !== null;
};

/** A baresip registered at the PBX (UDP `pbxPort`) as `user`, answering what rings it; `stop` ends it. */
async function startFarEnd(user: string, pbxPort: number): Promise<{ farEnd: FarEnd; stop: () => Promise<void> }> {
  const [sip, ctrl] = [await freePort(), await freePort()];
  const dir = await mkdtemp(path.join(tmpdir(), 'baresip-'));
  await writeFile(
    path.join(dir, 'config'),
    [
      `module_path ${BARESIP_MODULES}`,
      `sip_listen 127.0.0.1:${sip}`,
      // No sound card: a tone is said, what is heard goes nowhere.
      'audio_player aufile,/dev/null',
      'audio_alert aufile,/dev/null',
      'audio_source ausine,440',
      // What a browser's WebRTC needs: DTLS-SRTP keys, ICE, RTP and RTCP on one port.
      'rtcp_mux yes',
      // Opus first, so the calls take it: ausine makes 48 kHz only, and with G.711 (8 kHz) baresip 1.0 cannot start its
      // audio, which it lets pass at the first answer but refuses in a re-INVITE (a seat's hold).
      ...['opus', 'g711', 'ausine', 'aufile', 'ice', 'dtls_srtp', 'ctrl_tcp'].map((m) => `module ${m}.so`),
      'module_app account.so',
      'module_app menu.so',
      `ctrl_tcp_listen 127.0.0.1:${ctrl}`,
      '',
    ].join('\n'),
  );
  await writeFile(path.join(dir, 'accounts'), `<sip:${user}@127.0.0.1>;outbound="sip:127.0.0.1:${pbxPort};transport=udp";regint=600;mediaenc=dtls_srtp;medianat=ice;answermode=auto\n`);
  const baresip = new ServerProcess('baresip', ['-f', dir], process.env);
  await waitUntil(() => baresip.lines.some((l) => / 200 OK .*\[1 binding\]/.test(l)) || !baresip.running, Boolean);
  if (!baresip.running) throw new Error(`baresip did not start:\n${baresip.lines.slice(-20).join('\n')}`);
  const socket = (await waitUntil(() => connected(ctrl), Boolean))!;
  return {
    farEnd: new FarEnd(baresip, socket),
    async stop() {
      socket.destroy();
      await baresip.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Kamailio (tests/fixtures/sip/kamailio.cfg: registrar and proxy, SIP over WebSocket) and baresip as the
 * customer's phone `farUser` and as a second phone `transferUser`, on free ports, each waited for until it
 * serves; `stop` ends them.
 */
export async function startPbx(seatUser: string, farUser: string, transferUser: string): Promise<Pbx> {
  const [udp, ws] = [await freePort(), await freePort()];
  const seatPassword = randomBytes(9).toString('base64url');
  // Not the SIP domain, as a PBX's own realm (Asterisk's "asterisk"): the seat's softphone registers with HA1.
  const realm = 'pbx.test';
  const modules = KAMAILIO_MODULES.find((dir) => existsSync(dir));
  if (!modules) throw new Error('Kamailio is not installed (apt-get install kamailio kamailio-websocket-modules)');
  const kamailio = new ServerProcess(
    'kamailio',
    [
      ...['-DD', '-E', '-f', path.join(REPO_ROOT, 'tests/fixtures/sip/kamailio.cfg'), '-L', modules, '-l', `udp:127.0.0.1:${udp}`, '-l', `tcp:127.0.0.1:${ws}`],
      ...['-A', `SEAT_USER="${seatUser}"`, '-A', `SEAT_PASSWORD="${seatPassword}"`, '-A', `REALM="${realm}"`, '-A', `WS_PORT=${ws}`],
    ],
    process.env,
  );
  await waitUntil(async () => (await listening(ws)) || !kamailio.running, Boolean);
  if (!kamailio.running) throw new Error(`Kamailio did not start:\n${kamailio.lines.slice(-20).join('\n')}`);
  const customer = await startFarEnd(farUser, udp);
  const second = await startFarEnd(transferUser, udp);
  const { farEnd } = customer;
  const transferee = second.farEnd;
  const tail = (name: string, lines: string[]) => [`--- ${name}, last 15 lines`, ...lines.slice(-15)];
  return {
    wsUrl: `ws://127.0.0.1:${ws}`,
    domain: '127.0.0.1',
    realm,
    seatUser,
    seatPassword,
    sipUri: (user) => `sip:${user}@127.0.0.1:${udp}`,
    farEnd,
    transferee,
    report: () =>
      [
        ...tail('Kamailio', kamailio.lines),
        ...tail('baresip (the customer)', farEnd.process.lines),
        ...tail('baresip (the transfer target)', transferee.process.lines),
        '--- baresip events',
        ...farEnd.events.map((e) => JSON.stringify(e)),
        ...transferee.events.map((e) => `(target) ${JSON.stringify(e)}`),
      ].join('\n'),
    async stop() {
      await Promise.all([customer.stop(), second.stop(), kamailio.stop()]);
    },
  };
}
