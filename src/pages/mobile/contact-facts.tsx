import type { ReactNode } from 'react';
import { mapLink } from './map-link';

export interface ContactFactsProps {
  name: string;
  phone: string;
  address: string;
  /** Beside the phone: a seat user's dial-out icon. */
  phoneAction?: ReactNode;
}

/** 联系人 with a tel: link to call and 地址 with a map link to navigate, as lines of an m-dl. */
export function ContactFacts({ name, phone, address, phoneAction }: ContactFactsProps) {
  return (
    <>
      <dt>联系人</dt>
      <dd>
        {name || '—'} {phone && <a href={`tel:${phone}`}>{phone} 拨打</a>}
        {phone && phoneAction}
      </dd>
      <dt>地址</dt>
      <dd>
        {address || '—'}{' '}
        {address && (
          <a href={mapLink(address)} target="_blank" rel="noreferrer">
            导航
          </a>
        )}
      </dd>
    </>
  );
}
