import { EXTENSION_STORE_URL } from '@tailor/core/constants';
import {
  FileTextIcon,
  HelpCircleIcon,
  HomeIcon,
  LogOutIcon,
  type LucideIcon,
  PuzzleIcon,
} from 'lucide-react';

export type NavItem = { label: string; icon: LucideIcon } & ({ to: string } | { href: string });

export const MAIN_NAV: NavItem[] = [
  { label: 'Home', to: '/', icon: HomeIcon },
  { label: 'Tailored Resumes', to: '/tailored-resumes', icon: FileTextIcon },
  { label: 'Extension', href: EXTENSION_STORE_URL, icon: PuzzleIcon },
];

export const BOTTOM_NAV: NavItem[] = [
  { label: 'Help & Support', to: '/help', icon: HelpCircleIcon },
  { label: 'Log Out', to: '/logout', icon: LogOutIcon },
];

export function creditsLabel(credits: number): string {
  return `${credits} ${credits === 1 ? 'credit' : 'credits'}`;
}
