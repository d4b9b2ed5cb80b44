import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Messages } from '@domain/common/messages';
import { CONTRACT_APPROVERS, CONTRACT_READERS, CONTRACT_WRITERS } from '@domain/contracts/contracts.constants';
import {
  ApproveContractSchema,
  ChangeContractStatusSchema,
  ContractFilterSchema,
  ContractIdQuerySchema,
  ContractListQuerySchema,
  DeleteContractsQuerySchema,
  SaveContractSchema,
} from '@domain/contracts/contracts.schemas';
import { parse, parseBody } from '../../lib/parse';
import { caller } from '../../plugins/auth';
import { ContractPaths } from '@domain/contracts/contracts.paths';
import type { ContractActor, ContractsService } from './contracts.service';

const readers = { config: { roles: CONTRACT_READERS } };
const writers = { config: { roles: CONTRACT_WRITERS } };
// Approval actions are split by action inside the service: writers submit, approvers decide.
const approvalParties = { config: { roles: [...new Set([...CONTRACT_WRITERS, ...CONTRACT_APPROVERS])] } };

export const actorOf = (request: FastifyRequest): ContractActor => {
  const { user, enterprise } = caller(request);
  return { enterpriseId: enterprise.id, userId: user.id, role: user.currentRole };
};

/** Sales contracts (/v2/saleContract/...). */
export async function contractsRoutes(app: FastifyInstance, { contracts }: { contracts: ContractsService }) {

  app.get(ContractPaths.list, readers, async (request) => {
    const { pageIndex, pageSize, ...filter } = parse(ContractListQuerySchema, request.query);
    return { success: true, data: await contracts.list(actorOf(request), filter, { pageIndex, pageSize }) };
  });

  app.get(ContractPaths.count, readers, async (request) => {
    return { success: true, data: await contracts.count(actorOf(request), parse(ContractFilterSchema, request.query)) };
  });

  app.get(ContractPaths.detail, readers, async (request) => {
    const { id } = parse(ContractIdQuerySchema, request.query);
    return { success: true, data: await contracts.detail(actorOf(request), id) };
  });

  app.post(ContractPaths.save, writers, async (request) => {
    const input = parseBody(SaveContractSchema, request);
    return { success: true, message: Messages.saveOk, data: await contracts.save(actorOf(request), input) };
  });

  app.post(ContractPaths.approve, approvalParties, async (request) => {
    const input = parseBody(ApproveContractSchema, request);
    return { success: true, message: Messages.saveOk, data: await contracts.approve(actorOf(request), input) };
  });

  app.post(ContractPaths.status, writers, async (request) => {
    const input = parseBody(ChangeContractStatusSchema, request);
    return { success: true, message: Messages.statusChanged, data: await contracts.changeStatus(actorOf(request), input) };
  });

  app.delete(ContractPaths.delete, writers, async (request) => {
    await contracts.remove(actorOf(request), parse(DeleteContractsQuerySchema, request.query).ids);
    return { success: true, message: Messages.deleteOk };
  });
}
