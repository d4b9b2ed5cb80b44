import { describe, expect, it } from 'vitest';
import { builtInAreas } from '@domain/custom-apps/built-in-areas';
import { customAppMenuNodes, findCustomAppNode } from '@domain/custom-apps/custom-app-menu';
import { customAppRoute } from '@domain/custom-apps/custom-apps.constants';
import { isWebUrl, type CustomAppGroupView, type CustomAppView } from '@domain/custom-apps/custom-apps.schemas';
import { Role } from '@domain/shell/roles';

const app = (id: number, formType: 0 | 1 | 2, extra: Partial<CustomAppView> = {}): CustomAppView => ({
  id,
  groupId: 7,
  name: `应用${id}`,
  icon: '',
  formType,
  externalUrl: formType === 0 ? 'https://example.com' : null,
  formId: formType === 0 ? null : 40 + id,
  formName: null,
  roles: [],
  enabled: true,
  sort: id,
  ...extra,
});
const groups: CustomAppGroupView[] = [
  { id: 7, name: '现场', sort: 0, apps: [app(1, 0), app(2, 1, { roles: [Role.serviceStaff] }), app(3, 2), app(4, 2, { enabled: false })] },
  { id: 8, name: '空组', sort: 1, apps: [app(5, 2, { groupId: 8, roles: [Role.finance] })] },
];

describe('customAppMenuNodes', () => {
  it('gives each group its enabled applications the role may see, in the spec item shape', () => {
    const [group, ...rest] = customAppMenuNodes(groups, Role.dispatcher, 'open');
    expect(rest).toEqual([]);
    expect(group.children.map((n) => [n.id, n.routerName, n.form_type, n.inner_obj_id, n.external_url])).toEqual([
      ['diy_1', 'DIY|7|1', 0, null, 'https://example.com'],
      ['diy_3', 'DIY|7|3', 2, '43', null],
    ]);
    expect(customAppMenuNodes(groups, Role.serviceStaff, 'open')[0].children.map((n) => n.id)).toEqual(['diy_1', 'diy_2', 'diy_3']);
  });

  it('disables the applications over the paid headcount', () => {
    expect(customAppMenuNodes(groups, Role.admin, 'headcount')[0].children.every((n) => n.meta.isDisabled)).toBe(true);
  });
});

describe('customAppRoute and findCustomAppNode', () => {
  it('leads form applications to the form page and list applications to the list, and finds them back', () => {
    const nodes = customAppMenuNodes(groups, Role.serviceStaff, 'open');
    const [link, form, list] = nodes[0].children;
    expect(customAppRoute(link)).toBeNull();
    expect(customAppRoute(form)).toBe('/NewlyAddedFineControl?templateId=42');
    expect(customAppRoute(list)).toBe('/FineControlList?templateId=43&templateName=%E5%BA%94%E7%94%A83&appId=3');
    expect(findCustomAppNode(nodes, customAppRoute(list)!)?.id).toBe('diy_3');
    expect(findCustomAppNode(nodes, '/FineControlList?templateId=43&templateName=应用3&appId=3')?.id).toBe('diy_3');
    expect(findCustomAppNode(nodes, '/FineControlList?templateId=44&templateName=应用3&appId=3')).toBeUndefined();
  });
});

describe('isWebUrl', () => {
  it.each([
    ['https://example.com/a?b=1', true],
    ['http://10.0.0.1:8080', true],
    ['javascript:alert(1)', false],
    ['file:///etc/passwd', false],
    ['example.com', false],
    ['https://', false],
  ])('%s → %s', (text, expected) => expect(isWebUrl(text)).toBe(expected));
});

describe('builtInAreas', () => {
  it('lists the sections of the menu catalogue with the keys installing them grants', () => {
    const message = builtInAreas().find((a) => a.key === 'set_message')!;
    expect(message.keys.slice(0, 2)).toEqual(['set_manage', 'set_message']);
    expect(message.pages).toContain('公告管理');
  });
});
