import { Role, type RoleType } from '@domain/shell/roles';
import { LocationKind, type Location } from '@domain/spare-parts/spare-parts.constants';
import type { Executor } from '../../db/database';
import * as sq from './stock.queries';

type Actor = { enterpriseId: number; userId: number; role: RoleType };

/** The warehouses a movement's places belong to (an old-part store is a place of its warehouse), each once, ascending. */
export const warehousesOf = (places: (Location | null)[]): number[] =>
  [...new Set(places.filter((p) => p?.kind === LocationKind.warehouse || p?.kind === LocationKind.oldStore).map((p) => p!.id))].sort((a, b) => a - b);

/** What the actor may do in warehouses: an administrator runs them all, a keeper those they keep, others none. */
export async function keptBy(tx: Executor, actor: Actor): Promise<(id: number) => boolean> {
  if (actor.role === Role.admin) return () => true;
  if (actor.role !== Role.warehouse) return () => false;
  const kept = new Set(await sq.keptWarehouses(tx, actor.enterpriseId, actor.userId));
  return (id) => kept.has(id);
}

/** The names of the warehouses among the ids the actor does not run (none: they run them all). */
export async function unkeptNames(tx: Executor, actor: Actor, warehouseIds: number[]): Promise<string[]> {
  const keeps = await keptBy(tx, actor);
  const unkept = warehouseIds.filter((id) => !keeps(id));
  if (unkept.length === 0) return [];
  const names = new Map((await sq.warehouseNames(tx, actor.enterpriseId, unkept)).map((w) => [w.id, w.name]));
  return unkept.map((id) => names.get(id) ?? String(id));
}
