/**
 * The inline icon set (no icon font, no external requests). One module per icon, so a page ships only the icons
 * it uses.
 */
export { HomeIcon } from "./icons/home";
export { ChartIcon } from "./icons/chart";
export { ClipboardIcon } from "./icons/clipboard";
export { BookIcon } from "./icons/book";
export { UsersIcon } from "./icons/users";
export { UserIcon } from "./icons/user";
export { LogoutIcon } from "./icons/logout";
export { SparkleIcon } from "./icons/sparkle";
export { ChatIcon } from "./icons/chat";
export { MenuIcon } from "./icons/menu";
export { CloseIcon } from "./icons/close";
export { EyeIcon } from "./icons/eye";
export { ClockIcon } from "./icons/clock";
export { HeartIcon } from "./icons/heart";
export { ToolsIcon } from "./icons/tools";
export { DownloadIcon } from "./icons/download";
export { ExternalIcon } from "./icons/external";
export { StarIcon } from "./icons/star";
export { ShieldIcon } from "./icons/shield";
export { TrashIcon } from "./icons/trash";
export { DocumentIcon } from "./icons/document";
