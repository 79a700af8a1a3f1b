import { Svg, type IconProps } from "./svg";

/** An eye, struck through when `crossed` (for "show password" / "hide password"). */
export const EyeIcon = ({ crossed = false, ...p }: IconProps & { crossed?: boolean }) => (
  <Svg {...p}>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
    {crossed ? <path d="M3 3l18 18" /> : null}
  </Svg>
);
