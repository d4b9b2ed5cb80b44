/** /Error404: an address that matches no page. */
export { NotFound as default } from '@/components/not-found/not-found';
