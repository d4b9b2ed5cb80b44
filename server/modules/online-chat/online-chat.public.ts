/** The online chat module's public face: the demo seed and its WeCom kf app (tests, bench, quick start), presence (the app hands it to the chat socket), and the chat link of a product's QR code page (the app hands it to products). */
export { DEMO_KF, seedDemoOnlineChat } from './online-chat-seed';
export { createPresence, type ChatPresence } from './presence';
export { productChatToken } from './web-chat.service';
