import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import type { ChatSocketMessage } from '@domain/chat/chat-socket';
import { DEMO_PASSWORD } from '@server/db/seed/demo-data';

/** A demo user's chat socket on a listening app (a receptionist with the desk open), keeping what it hears. */
export async function staffSocket(app: FastifyInstance, mobile: string) {
  const base = `127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const res = await app.inject({ method: 'POST', url: '/api/stand/pwdLogin', payload: { mobile, password: DEMO_PASSWORD } });
  const cookie = `fsm_sid=${res.cookies.find((c) => c.name === 'fsm_sid')!.value}`;
  const heard: ChatSocketMessage[] = [];
  const ws = new WebSocket(`ws://${base}/api/kefu/user/socket?sessionid=s${Date.now()}x${Math.random().toString(36).slice(2, 8)}`, { headers: { cookie, origin: `http://${base}` } });
  ws.on('message', (raw) => heard.push(JSON.parse(raw.toString()) as ChatSocketMessage));
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  const until = async <T>(find: () => T | undefined): Promise<T> => {
    for (let i = 0; i < 250; i++, await new Promise((r) => setTimeout(r, 20))) {
      const hit = find();
      if (hit !== undefined) return hit;
    }
    throw new Error(`nothing arrived; heard ${JSON.stringify(heard)}`);
  };
  /** Closes the socket and waits until the server has seen it close. */
  const close = () => new Promise<void>((resolve) => ws.once('close', () => resolve()).close());
  return { ws, heard, until, close };
}
