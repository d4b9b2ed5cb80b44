import { Role, type RoleType } from '@domain/shell/roles';
import { LocationKind, type Location } from '@domain/spare-parts/spare-parts.constants';
import type { Executor } from '../../db/database';
import { forbidden } from '../../lib/app-error';
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

/** 403 unless the actor runs every one of the warehouses; `refusal` words it (given the names of those they do not run). */
export async function checkKeeps(tx: Executor, actor: Actor, warehouseIds: number[], refusal: string | ((unkept: string[]) => string)): Promise<void> {
  const unkept = await unkeptNames(tx, actor, warehouseIds);
  if (unkept.length > 0) throw forbidden(typeof refusal === 'string' ? refusal : refusal(unkept));
}

/** The names of the warehouses among the ids the actor does not run (none: they run them all). */
async function unkeptNames(tx: Executor, actor: Actor, warehouseIds: number[]): Promise<string[]> {
  const keeps = await keptBy(tx, actor);
  const unkept = warehouseIds.filter((id) => !keeps(id));
  if (unkept.length === 0) return [];
  const names = new Map((await sq.warehouseNames(tx, actor.enterpriseId, unkept)).map((w) => [w.id, w.name]));
  return unkept.map((id) => names.get(id) ?? String(id));
}
