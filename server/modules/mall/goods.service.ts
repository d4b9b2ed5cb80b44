import { MallErrors } from '@domain/mall/errors';
import type { MallCategoryRow, MallGoodsRow, SaveCategoryInput, SaveGoodsInput } from '@domain/mall/mall.schemas';
import type { Database, Executor } from '../../db/database';
import { mallCategories, mallGoods } from '../../db/schema/mall';
import { and, eq } from 'drizzle-orm';
import { IMAGE_MIMES } from '@domain/uploads/uploads.constants';
import { fillPath } from '@domain/common/path-params';
import { MallPaths } from '@domain/mall/mall.paths';
import type { FileStore } from '../../lib/storage/file-store';
import { API_PREFIX } from '../../api-prefix';
import { openUploadedFile, uploadedFiles, uploadIdOfUrl } from '../uploads/uploads.public';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { partNames, warehouseNames } from '../spare-parts/spare-parts.public';
import { logMallChange, type MallStaff } from './mall-common';
import * as q from './mall.queries';

type Page = { pageIndex: number; pageSize: number };

/** Goods categories (two levels) and goods: kept by staff, read by the portal (goods on the shelf only). */
export class GoodsService {
  constructor(private readonly db: Database) {}

  categories(enterpriseId: number): Promise<MallCategoryRow[]> {
    return this.db.tenantRead(enterpriseId, (tx) => q.listCategories(tx, enterpriseId));
  }

  saveCategory(actor: MallStaff, input: SaveCategoryInput): Promise<MallCategoryRow> {
    const { enterpriseId } = actor;
    return this.db.tenant(enterpriseId, async (tx) => {
      if (input.id !== undefined && !(await q.findCategory(tx, enterpriseId, input.id))) throw notFound(MallErrors.categoryNotFound);
      if (input.parentId !== null) {
        if (input.parentId === input.id) throw badRequest(`parentId: ${MallErrors.ownParent}`);
        const parent = await q.findCategory(tx, enterpriseId, input.parentId);
        if (!parent) throw notFound(`parentId: ${MallErrors.parentNotFound}`);
        if (parent.parentId !== null) throw badRequest(`parentId: ${MallErrors.parentNotTop}`);
        if (input.id !== undefined && (await q.hasChildren(tx, enterpriseId, input.id))) throw conflict(MallErrors.hasChildren);
      }
      if (await q.siblingNamed(tx, enterpriseId, input.parentId, input.name, input.id)) throw conflict(`name: ${MallErrors.categoryNameTaken}`);
      const values = { parentId: input.parentId, name: input.name, sort: input.sort };
      const [row] =
        input.id === undefined
          ? await tx.insert(mallCategories).values({ enterpriseId, ...values }).returning()
          : await tx.update(mallCategories).set(values).where(and(eq(mallCategories.enterpriseId, enterpriseId), eq(mallCategories.id, input.id))).returning();
      await logMallChange(tx, actor, input.id === undefined ? 'mall.addClassification' : 'mall.updateClassification', row.id, `商品分类：${row.name}`);
      return { id: row.id, parentId: row.parentId, name: row.name, sort: row.sort, goodsCount: 0 };
    });
  }

  goods(enterpriseId: number, filter: q.GoodsFilter, page: Page): Promise<{ list: MallGoodsRow[]; total: number }> {
    return this.db.tenantRead(enterpriseId, async (tx) => {
      const { rows, total } = await q.listGoods(tx, enterpriseId, filter, page);
      return { list: await this.shaped(tx, enterpriseId, rows), total };
    });
  }

  saveGoods(actor: MallStaff, input: SaveGoodsInput): Promise<MallGoodsRow> {
    const { enterpriseId } = actor;
    return this.db.tenant(enterpriseId, async (tx) => {
      if (input.id !== undefined && !(await q.findGoods(tx, enterpriseId, input.id))) throw notFound(MallErrors.goodsNotFound);
      if (!(await q.findCategory(tx, enterpriseId, input.categoryId))) throw notFound(`categoryId: ${MallErrors.categoryNotFound}`);
      if (input.sparePartId !== null && (await partNames(tx, enterpriseId, [input.sparePartId])).length === 0) throw notFound(`sparePartId: ${MallErrors.sparePartNotFound}`);
      if (input.warehouseId !== null && (await warehouseNames(tx, enterpriseId, [input.warehouseId])).length === 0) throw notFound(`warehouseId: ${MallErrors.warehouseNotFound}`);
      await this.ownImages(tx, enterpriseId, input.images);
      const { id, ...values } = input;
      const [row] =
        id === undefined
          ? await tx.insert(mallGoods).values({ enterpriseId, ...values }).returning()
          : await tx.update(mallGoods).set(values).where(and(eq(mallGoods.enterpriseId, enterpriseId), eq(mallGoods.id, id))).returning();
      await logMallChange(tx, actor, id === undefined ? 'mall.addGoods' : 'mall.updateGoods', row.id, `商品：${row.name} ${row.price} 元，库存 ${row.stock}`);
      const category = await q.findCategory(tx, enterpriseId, row.categoryId);
      return (await this.shaped(tx, enterpriseId, [{ goods: row, categoryName: category?.name ?? '' }]))[0];
    });
  }

  shelf(actor: MallStaff, id: number, onShelf: boolean): Promise<void> {
    const { enterpriseId } = actor;
    return this.db.tenant(enterpriseId, async (tx) => {
      const [row] = await tx.update(mallGoods).set({ onShelf }).where(and(eq(mallGoods.enterpriseId, enterpriseId), eq(mallGoods.id, id))).returning();
      if (!row) throw notFound(MallErrors.goodsNotFound);
      await logMallChange(tx, actor, 'mall.shelf', id, `商品${onShelf ? '上架' : '下架'}：${row.name}`);
    });
  }

  /** The portal's goods: each uploaded image is answered at the portal's own address for it (by its place). */
  async portalGoods(enterpriseId: number, filter: q.GoodsFilter, page: Page): Promise<{ list: MallGoodsRow[]; total: number }> {
    const { list, total } = await this.goods(enterpriseId, { ...filter, onShelfOnly: true }, page);
    const portalImage = (g: MallGoodsRow, image: string, index: number) =>
      uploadIdOfUrl(image) === null ? image : `${API_PREFIX}${fillPath(MallPaths.portalGoodsImage, { id: g.id, index })}`;
    return { list: list.map((g) => ({ ...g, images: g.images.map((image, i) => portalImage(g, image, i)) })), total };
  }

  /** The uploaded image at `index` of a good on the shelf of the enterprise, for the portal; anything else is not found. */
  portalImage(storage: FileStore, enterpriseId: number, id: number, index: number) {
    return this.db.tenantRead(enterpriseId, async (tx) => {
      const goods = await q.findGoods(tx, enterpriseId, id);
      const image = goods?.onShelf ? goods.images[index] : undefined;
      const uploadId = image === undefined ? null : uploadIdOfUrl(image);
      const file = uploadId === null ? null : await openUploadedFile(tx, storage, enterpriseId, uploadId);
      if (!file?.isImage) throw notFound(MallErrors.noImage);
      return file;
    });
  }

  /** Each uploaded image must be an image the enterprise uploaded; an address of elsewhere stays as it is. */
  private async ownImages(tx: Executor, enterpriseId: number, images: string[]) {
    const ids = images.filter((image) => image.startsWith(`${API_PREFIX}/`)).map(uploadIdOfUrl);
    const known = new Set((await uploadedFiles(tx, enterpriseId, ids.filter((i) => i !== null))).filter((f) => IMAGE_MIMES.includes(f.mime)).map((f) => f.id));
    if (ids.some((uploadId) => uploadId === null || !known.has(uploadId))) throw badRequest(`images: ${MallErrors.badImage}`);
  }

  /** Rows with the names of their spare part and warehouse (read through spare parts' public face). */
  private async shaped(tx: Executor, enterpriseId: number, rows: { goods: q.GoodsRecord; categoryName: string | null }[]): Promise<MallGoodsRow[]> {
    const ids = (pick: (g: q.GoodsRecord) => number | null) => [...new Set(rows.map((r) => pick(r.goods)).filter((v): v is number => v !== null))];
    const parts = new Map((await partNames(tx, enterpriseId, ids((g) => g.sparePartId))).map((p) => [p.id, p.name]));
    const stores = new Map((await warehouseNames(tx, enterpriseId, ids((g) => g.warehouseId))).map((w) => [w.id, w.name]));
    return rows.map(({ goods: g, categoryName }) => ({
      id: g.id,
      categoryId: g.categoryId,
      categoryName: categoryName ?? '',
      name: g.name,
      price: g.price,
      stock: g.stock,
      specOptions: g.specOptions,
      description: g.description,
      images: g.images,
      onShelf: g.onShelf,
      sparePart: g.sparePartId === null ? null : { id: g.sparePartId, name: parts.get(g.sparePartId) ?? '' },
      warehouse: g.warehouseId === null ? null : { id: g.warehouseId, name: stores.get(g.warehouseId) ?? '' },
    }));
  }
}
