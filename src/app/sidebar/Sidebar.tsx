import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { Link, useLocation, useSearch } from 'wouter';
import { sidebarOverride } from '../../i18n/overrides';
import type { EntryLabel, SidebarAction, SidebarEntry, SidebarLink } from './sidebarEntries';
import { menuGlyph } from '../../ui/initials';
import { visuallyHidden } from '../../ui/visuallyHidden';

export type SidebarVariant = 'full' | 'mini' | 'drawer';

const Nav = styled.nav<{ $variant: SidebarVariant }>`
  background: ${({ theme }) => theme.colors.surface};
  border-inline-end: 1px solid ${({ theme }) => theme.colors.border};
  overflow-y: auto;
  flex: none;
  ${({ $variant }) =>
    $variant === 'drawer'
      ? css`
          position: fixed;
          inset-block: 0;
          inset-inline-start: 0;
          width: min(300px, 85vw);
          z-index: 900;
          box-shadow: 0 0 24px rgb(0 0 0 / 0.2);
        `
      : $variant === 'mini'
        ? css`
            width: 72px;
          `
        : css`
            width: 260px;
          `}
  ul {
    list-style: none;
    margin: 0;
    padding: ${({ theme }) => theme.space(2)} 0;
  }
  ul ul {
    padding: 0;
  }
`;
const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  background: rgb(0 0 0 / 40%);
  z-index: 899;
`;
const itemStyle = css<{ $active?: boolean; $depth?: number }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  width: 100%;
  min-height: 40px;
  padding-block: ${({ theme }) => theme.space(2)};
  padding-inline: ${({ theme, $depth }) => theme.space($depth ? 10 : 4)} ${({ theme }) => theme.space(4)};
  border: 0;
  background: ${({ theme, $active }) => ($active ? theme.colors.primaryLight : 'transparent')};
  color: ${({ theme, $active }) => ($active ? theme.colors.primaryDark : theme.colors.text)};
  font: inherit;
  text-align: start;
  text-decoration: none;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryLight};
  }
`;
const ItemLink = styled(Link)<{ $active?: boolean; $depth?: number }>`
  ${itemStyle}
`;
const ItemA = styled.a<{ $active?: boolean; $depth?: number }>`
  ${itemStyle}
`;
const ItemButton = styled.button<{ $active?: boolean; $depth?: number }>`
  ${itemStyle}
`;
const Glyph = styled.span`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 28px;
  height: 28px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primaryLight};
  color: ${({ theme }) => theme.colors.primaryDark};
  font-size: 0.8rem;
  font-weight: 700;
`;
const Badge = styled.span`
  margin-inline-start: auto;
  min-width: 22px;
  padding: 0 6px;
  border-radius: 11px;
  background: ${({ theme }) => theme.colors.danger};
  color: #fff;
  font-size: 0.75rem;
  text-align: center;
`;
const Label = styled.span<{ $hidden: boolean }>`
  ${({ $hidden }) => ($hidden ? visuallyHidden : '')}
`;

export interface SidebarProps {
  readonly entries: readonly SidebarEntry[];
  readonly variant: SidebarVariant;
  /** sidebar_language_overwrite of the configuration. */
  readonly overrides?: Readonly<Record<string, unknown>> | undefined;
  readonly onNavigate: (link: SidebarLink, label: string) => void;
  readonly onAction: (action: SidebarAction['id']) => void;
  /** Closes the drawer (backdrop, Escape, after a click). */
  readonly onClose?: () => void;
  /** Opens a single-sign-on link (a plain click on it): with a one-time token fetched for the third party. */
  readonly onOpenSso?: (link: SidebarLink) => void;
}

/** Renders the entries of `sidebarEntries` in one of the three styles: full, mini (icons) or drawer. */
export function Sidebar({
  entries,
  variant,
  overrides,
  onNavigate,
  onAction,
  onClose,
  onOpenSso,
}: SidebarProps) {
  const { t, i18n } = useTranslation();
  const [location] = useLocation();
  const search = useSearch();
  const here = search ? `${location}?${search}` : location;
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  const mini = variant === 'mini';
  const navRef = useRef<HTMLElement>(null);
  // The drawer takes the focus when it opens, so keyboard users start in the menu (Escape closes it).
  useEffect(() => {
    if (variant === 'drawer') navRef.current?.focus();
  }, [variant]);

  const text = (id: string, label: EntryLabel) =>
    sidebarOverride(overrides, i18n.language, id) ??
    ('key' in label ? t(`sidebar.${label.key}`) : label.text);
  const glyph = (label: string) => <Glyph aria-hidden="true">{menuGlyph(label)}</Glyph>;

  const renderLink = (l: SidebarLink, depth: number) => {
    const label = text(l.id, l.label);
    const badge =
      l.badge !== undefined && l.badge > 0 ? (
        <Badge aria-label={t('sidebar.unread', { count: l.badge })}>{l.badge}</Badge>
      ) : null;
    const inner = (
      <>
        {depth === 0 || mini ? glyph(label) : null}
        <Label $hidden={mini}>{label}</Label>
        {l.external ? <Label $hidden>{t('sidebar.opensNewTab')}</Label> : null}
        {badge}
      </>
    );
    const click = () => {
      onNavigate(l, label);
      onClose?.();
    };
    return (
      <li key={l.id} data-entry={l.id}>
        {l.external ? (
          <ItemA
            href={l.href}
            target="_blank"
            rel="noopener noreferrer"
            $depth={depth}
            title={label}
            onClick={(e) => {
              const plain = e.button === 0 && !e.ctrlKey && !e.metaKey && !e.shiftKey && !e.altKey;
              if (l.sso && plain && onOpenSso) {
                e.preventDefault();
                onOpenSso(l);
              }
              click();
            }}
          >
            {inner}
          </ItemA>
        ) : (
          <ItemLink
            href={l.href}
            $depth={mini ? 0 : depth}
            $active={here === l.href}
            aria-current={here === l.href ? 'page' : undefined}
            title={label}
            onClick={click}
          >
            {inner}
          </ItemLink>
        )}
      </li>
    );
  };

  const renderEntry = (e: SidebarEntry) => {
    if (e.kind === 'link') return renderLink(e, 0);
    const label = text(e.id, e.label);
    if (e.kind === 'action') {
      return (
        <li key={e.id} data-entry={e.id}>
          <ItemButton
            type="button"
            title={label}
            onClick={() => {
              onAction(e.id);
              onClose?.();
            }}
          >
            {glyph(label)}
            <Label $hidden={mini}>{label}</Label>
          </ItemButton>
        </li>
      );
    }
    const open = !closed.has(e.id);
    const listId = `sidebar-group-${e.id}`;
    return (
      <li key={e.id} data-entry={e.id}>
        <ItemButton
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          title={label}
          onClick={() =>
            setClosed((s) => {
              const next = new Set(s);
              if (next.has(e.id)) next.delete(e.id);
              else next.add(e.id);
              return next;
            })
          }
        >
          {glyph(label)}
          <Label $hidden={mini}>{label}</Label>
          <span aria-hidden="true" style={{ marginInlineStart: 'auto' }}>
            {mini ? '' : open ? '▾' : '▸'}
          </span>
        </ItemButton>
        {open ? <ul id={listId}>{e.children.map((c) => renderLink(c, 1))}</ul> : null}
      </li>
    );
  };

  return (
    <>
      {variant === 'drawer' ? <Backdrop data-testid="sidebar-backdrop" onClick={onClose} /> : null}
      <Nav
        ref={navRef}
        tabIndex={-1}
        aria-label={t('sidebar.navigation')}
        id="app-sidebar"
        data-variant={variant}
        $variant={variant}
        onKeyDown={(ev) => {
          if (ev.key === 'Escape') onClose?.();
        }}
      >
        <ul>{entries.map(renderEntry)}</ul>
      </Nav>
    </>
  );
}
