/** The online chat module's public face: the demo seed and its WeCom kf app (tests, bench, quick start), and presence (the app hands it to the chat socket). */
export { DEMO_KF, seedDemoOnlineChat } from './online-chat-seed';
export { createPresence, type ChatPresence } from './presence';
