import type { SVGProps } from 'react';

/**
 * The few line icons the shell needs, drawn on a 24-unit grid. Bundled as components because the
 * CSP allows nothing from the internet and an icon package would add weight for a dozen glyphs.
 */
type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function createIcon(paths: string[]) {
  return function Icon({ size = 20, ...props }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.75}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  };
}

export const HomeIcon = createIcon(['M3 11.5 12 4l9 7.5', 'M5.5 10v10h13V10', 'M10 20v-5.5h4V20']);
export const BuildingIcon = createIcon([
  'M4 20V6.5L12 3l8 3.5V20',
  'M2.5 20h19',
  'M8 9h2M14 9h2M8 13h2M14 13h2',
  'M10.5 20v-3.5h3V20',
]);
export const IdCardIcon = createIcon([
  'M3.5 6h17a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1h-17a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1z',
  'M9 11a1.75 1.75 0 1 0 0-.01',
  'M6 15.5c.6-1.3 1.7-2 3-2s2.4.7 3 2',
  'M14.5 10h4M14.5 13.5h3',
]);
export const MailIcon = createIcon([
  'M4 5.5h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-11a1 1 0 0 1 1-1z',
  'm3.5 7 8.5 6 8.5-6',
]);
export const LogoutIcon = createIcon([
  'M14 8V5.5a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v13a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1V16',
  'M9.5 12h11',
  'm17.5 9 3 3-3 3',
]);
export const TicketIcon = createIcon([
  'M4 6.5h16v3.5a2 2 0 0 0 0 4v3.5H4V14a2 2 0 0 0 0-4z',
  'M14.5 6.5v2M14.5 11v2M14.5 15.5v2',
]);
export const BellIcon = createIcon([
  'M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 1.5h-15z',
  'M10 20.5a2 2 0 0 0 4 0',
]);
export const DeviceMobileIcon = createIcon([
  'M8 2.5h8a1.5 1.5 0 0 1 1.5 1.5v16a1.5 1.5 0 0 1-1.5 1.5H8A1.5 1.5 0 0 1 6.5 20V4A1.5 1.5 0 0 1 8 2.5z',
  'M11 18.5h2',
]);
export const LanguageIcon = createIcon([
  'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z',
  'M3.5 9h17M3.5 15h17',
  'M12 3c-2.5 2.5-3.5 5.5-3.5 9s1 6.5 3.5 9c2.5-2.5 3.5-5.5 3.5-9S14.5 5.5 12 3z',
]);
export const LockIcon = createIcon([
  'M6.5 10.5h11a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1h-11a1 1 0 0 1-1-1v-8a1 1 0 0 1 1-1z',
  'M8.5 10.5V7.5a3.5 3.5 0 0 1 7 0v3',
  'M12 14.5v2.5',
]);
export const AlertIcon = createIcon(['M12 3.5 2.5 20h19z', 'M12 10v4.5', 'M12 17.3v.2']);
export const CheckIcon = createIcon([
  'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z',
  'm8 12.5 2.8 2.7L16.5 9.5',
]);
export const ChevronUpDownIcon = createIcon(['m8 9 4-4 4 4', 'm8 15 4 4 4-4']);
export const UsersIcon = createIcon([
  'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z',
  'M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6',
  'M16 4.3a3.5 3.5 0 0 1 0 6.4',
  'M18 14.3c2.1.7 3.5 2.8 3.5 5.7',
]);
/** Administration: a pair of sliders, the settings of the club. */
export const SlidersIcon = createIcon([
  'M4 7h9',
  'M17 7h3',
  'M15 5v4',
  'M4 17h3',
  'M11 17h9',
  'M9 15v4',
]);
/** Taking a person's role away. */
export const UserMinusIcon = createIcon([
  'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z',
  'M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6',
  'M16 11h6',
]);
export const EditIcon = createIcon(['M4 20h4L19 9l-4-4L4 16z', 'm13.5 6.5 4 4']);
export const TrashIcon = createIcon([
  'M4 7h16',
  'M10 11v6',
  'M14 11v6',
  'M5.5 7l1 13h11l1-13',
  'M9 7V4h6v3',
]);
