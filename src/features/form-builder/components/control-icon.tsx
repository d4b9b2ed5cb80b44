import {
  IconAlignLeft,
  IconAttachment,
  IconCalendar,
  IconCalendarClock,
  IconCheck,
  IconCheckCircle,
  IconCheckSquare,
  IconClockCircle,
  IconFileImage,
  IconFontColors,
  IconFormula,
  IconHome,
  IconImage,
  IconInfoCircle,
  IconLink,
  IconLocation,
  IconMindMapping,
  IconOrderedList,
  IconPen,
  IconPhone,
  IconPoweroff,
  IconScan,
  IconSchedule,
  IconShareInternal,
  IconStar,
  IconTag,
} from '@arco-design/web-react/icon';
import type { ComponentType } from 'react';
import type { CONTROLS } from '@domain/forms/field-types';

type IconName = (typeof CONTROLS)[number]['icon'];

// Named imports keep the rest of Arco's icon set out of the builder's chunk.
const ICONS: Record<IconName, ComponentType> = {
  IconAlignLeft,
  IconAttachment,
  IconCalendar,
  IconCalendarClock,
  IconCheck,
  IconCheckCircle,
  IconCheckSquare,
  IconClockCircle,
  IconFileImage,
  IconFontColors,
  IconFormula,
  IconHome,
  IconImage,
  IconInfoCircle,
  IconLink,
  IconLocation,
  IconMindMapping,
  IconOrderedList,
  IconPen,
  IconPhone,
  IconPoweroff,
  IconScan,
  IconSchedule,
  IconShareInternal,
  IconStar,
  IconTag,
};

/** The control's icon, as the catalogue names it. */
export function ControlIcon({ name }: { name: string }) {
  const Icon = ICONS[name as IconName] ?? IconFontColors;
  return <Icon />;
}
