import { useParams } from 'wouter';
import type { SparePartRow, StockRow } from '@domain/spare-parts/spare-parts.schemas';
import { MobileScreen } from '@/app/mobile/mobile-screen';
import { paths } from '@/app/paths';
import { useGetMenuQuery } from '@/app/session/session.api';
import { findNodeByPath } from '@/app/shell/menu-nodes';
import { useGetSparePartQuery, useListMySpareStockQuery, useListSpareStockQuery } from '@/features/spare-parts/spare-parts.api';
import { errorMessage } from '@/lib/errors';

/** Every place holding the part fits one page: the enterprise's warehouses, or the user's own stock. */
const stockOf = (partId: number) => ({ partId, pageIndex: 0, pageSize: 100 });

function StockLines({ label, rows, error, unit, none }: { label: string; rows?: StockRow[]; error?: unknown; unit: string; none: string }) {
  return (
    <section className="m-card" aria-label={label}>
      <h3>{label}</h3>
      {error ? <p className="m-muted">{errorMessage(error)}</p> : !rows ? <p className="m-muted">加载中…</p> : rows.length === 0 ? <p className="m-muted">{none}</p> : null}
      {!!rows?.length && (
        <ul className="m-list">
          {rows.map((row) => (
            <li key={`${row.kind}-${row.locationId}`} className="m-row" style={{ minHeight: 44 }}>
              <span style={{ minWidth: 0 }}>{row.locationName}</span>
              <span style={{ flex: 'none' }}>
                {row.qty} {unit}
                {row.low && <span className="m-banner-error" style={{ marginLeft: 6, padding: '0 4px', borderRadius: 4 }}>低于预警</span>}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The warehouses' stock of the part, for the roles whose menu holds 备件库存 (the PC version's /spareStock). */
function WarehouseStock({ part }: { part: SparePartRow }) {
  const { data: menu } = useGetMenuQuery();
  const permitted = !!menu && !!findNodeByPath(menu, paths.spare.stock);
  const { data, error } = useListSpareStockQuery(stockOf(part.id), { skip: !permitted });
  return permitted ? <StockLines label="仓库库存" rows={data?.list} error={error} unit={part.unit} none="各仓库都没有此备件" /> : null;
}

function MyStock({ part }: { part: SparePartRow }) {
  const { data, error } = useListMySpareStockQuery(stockOf(part.id));
  return <StockLines label="我的库存" rows={data?.list} error={error} unit={part.unit} none="我没有此备件" />;
}

function PartFacts({ part }: { part: SparePartRow }) {
  return (
    <section className="m-card" aria-label="备件信息">
      <h2>{part.name}</h2>
      <dl className="m-dl">
        <dt>编号</dt>
        <dd>{part.code || '—'}</dd>
        <dt>规格型号</dt>
        <dd>{part.model || '—'}</dd>
        <dt>类型</dt>
        <dd>{part.typeName || '—'}</dd>
        <dt>单位</dt>
        <dd>{part.unit}</dd>
        <dt>单价</dt>
        <dd>{`¥${part.price}`}</dd>
      </dl>
      {part.images.length > 0 && (
        <div className="m-photos" style={{ marginTop: 10 }}>
          {part.images.map((src, index) => (
            <img key={src} src={src} alt={`${part.name} 图片${index + 1}`} />
          ))}
        </div>
      )}
    </section>
  );
}

/** /m/part/:id: a spare part (扫码 on its code lands here) with the stock the user may see. */
export default function MobilePartPage() {
  const id = Number(useParams<{ id: string }>().id);
  const { data: part, error } = useGetSparePartQuery(id, { skip: !(id > 0) });
  return (
    <MobileScreen title="备件详情" back>
      {!(id > 0) && <p className="m-empty">备件不存在</p>}
      {error && <p className="m-empty">{errorMessage(error)}</p>}
      {id > 0 && !part && !error && <p className="m-empty">加载中…</p>}
      {part && (
        <>
          <PartFacts part={part} />
          <MyStock part={part} />
          <WarehouseStock part={part} />
        </>
      )}
    </MobileScreen>
  );
}
