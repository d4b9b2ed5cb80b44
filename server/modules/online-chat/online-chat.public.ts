/** The online chat module's public face: the demo seed and its WeCom kf app (tests, bench, quick start). */
export { DEMO_KF, seedDemoOnlineChat } from './online-chat-seed';
