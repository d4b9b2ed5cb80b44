// Time to render a page of 1,000 orders in headless Chromium with the order list's table
// (src/components/data-table, virtualised) against the same table with virtualisation turned off,
// in the same run. Target: under 350 ms. Run: node --import tsx bench/orders-ui-render.ts
import { launchBrowser } from '@tests/support/browser';
import { openBundle } from './browser-bundle';
import { median, printTable, saveResult } from './lib';

const ROWS = 1000;
const RUNS = 7;
const TARGET_MS = 350;

/** The page's code: the order columns in DataTable over ROWS generated orders; window.renderOrders(virtual) times one render. */
const ENTRY_CODE = `
import '@arco-design/web-react/es/_util/react-19-adapter';
import '@arco-design/web-react/dist/css/arco.css';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { Provider } from 'react-redux';
import { createStore } from '@/app/store';
import { DataTable } from '@/components/data-table/data-table';
import { ORDER_COLUMNS } from '@/features/orders/components/order-columns';

const NAMES = ['华东商贸有限公司', '滨江物业管理处', '金鼎酒店', '城西五金店', '明珠医院后勤处'];
const rows = Array.from({ length: ${ROWS} }, (_, i) => ({
  id: i + 1, orderNo: 'GD2026112200' + String(i).padStart(4, '0'), title: '空调不制冷 第' + i + '号', templateId: 1, templateName: '默认工单',
  priority: (i % 3) + 1, customerId: i % 5, customerName: NAMES[i % 5], contactName: '陈先生', contactPhone: '1368800' + String(1000 + i),
  address: '上海市浦东新区世纪大道' + i + '号', owner: { id: 3, name: '张师傅' }, collaborators: [{ id: 4, name: '赵员工' }], creator: { id: 2, name: '李派单' },
  serviceGroupId: null, overdue: i % 7 === 0, examineResult: 0, createTime: '2026-11-22T02:00:00.000Z', finishTime: null, version: 1,
  state: i % 8, invalid: false, kind: 'external', approvals: { create: false, complete: false, receipt: false, collection: false },
  examineType: null, abnormalKind: null, archived: false, deleted: false, inPool: false, poolGroupId: null, ownerId: 3, collaboratorIds: [4],
  creatorId: 2, appointmentTime: '2026-11-23T02:00:00.000Z', receiptDone: false, paymentDone: false, evaluated: false,
}));
const store = createStore();
const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

window.renderOrders = async (virtual) => {
  const host = document.createElement('div');
  host.style.width = '1400px';
  document.body.append(host);
  const root = createRoot(host);
  const started = performance.now();
  flushSync(() =>
    root.render(createElement(Provider, { store }, createElement(DataTable, {
      rowKey: 'id', columns: ORDER_COLUMNS, data: rows, pageSizes: [10, 20, 50, 100, 500, 1000], selection: { selected: [], onChange: () => {} },
      paging: { pageIndex: 0, pageSize: ${ROWS}, total: 24000, onChange: () => {} }, virtualizeFrom: virtual ? 100 : Infinity,
    }))),
  );
  // Effects, style, layout and the first paint of what was rendered.
  await frame();
  const elapsed = performance.now() - started;
  // Rows drawn: each shows its order number as a link.
  const rendered = host.querySelectorAll('a[href^="/allOrder/orderDetail/"]').length;
  root.unmount();
  host.remove();
  await frame();
  return { elapsed, rendered };
};
window.benchReady = true;
`;

async function main() {
  const browser = await launchBrowser();
  try {
    const { page, close } = await openBundle(browser, 'orders-ui-render', ENTRY_CODE);
    type Result = { elapsed: number; rendered: number };
    const render = (virtual: boolean) => page.evaluate((v) => (window as unknown as { renderOrders: (v: boolean) => Promise<Result> }).renderOrders(v), virtual);
    // Warm-up: code compiled, fonts and styles loaded.
    for (let i = 0; i < 2; i++) await render(true), await render(false);
    const virtual: Result[] = [];
    const plain: Result[] = [];
    for (let i = 0; i < RUNS; i++) {
      virtual.push(await render(true));
      plain.push(await render(false));
    }
    const v = median(virtual.map((r) => r.elapsed));
    const p = median(plain.map((r) => r.elapsed));
    console.log(`render of a page of ${ROWS} orders in headless Chromium (${RUNS} runs each, interleaved, after 2 warm-ups)`);
    printTable([
      { table: 'virtualised DataTable', 'median ms': Math.round(v), 'rows in DOM': virtual[0].rendered, runs: virtual.map((r) => Math.round(r.elapsed)).join(' ') },
      { table: 'unvirtualised baseline', 'median ms': Math.round(p), 'rows in DOM': plain[0].rendered, runs: plain.map((r) => Math.round(r.elapsed)).join(' ') },
    ]);
    console.log(`ratio baseline/virtualised: ${(p / v).toFixed(1)}x; target: under ${TARGET_MS} ms -> ${v < TARGET_MS ? 'met' : 'MISSED'}`);
    saveResult('orders-ui-render', { rows: ROWS, runs: RUNS, targetMs: TARGET_MS, virtualMs: virtual.map((r) => r.elapsed), plainMs: plain.map((r) => r.elapsed), virtualMedianMs: v, plainMedianMs: p });
    if (v >= TARGET_MS) process.exitCode = 1;
    await close();
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
