/** Badge colours per specialty; anything else is grey. Full class strings so Tailwind keeps them. */
const BADGE_CLASSES: Record<string, string> = {
  family: "bg-amber-100 text-amber-800",
  relationships: "bg-pink-100 text-pink-800",
  trauma: "bg-violet-100 text-violet-800",
  grief: "bg-indigo-100 text-indigo-800",
  stress: "bg-orange-100 text-orange-800",
  "self-esteem": "bg-emerald-100 text-emerald-800",
  marriage: "bg-rose-100 text-rose-800",
  addiction: "bg-cyan-100 text-cyan-800",
  depression: "bg-blue-100 text-blue-800",
  anxiety: "bg-teal-100 text-teal-800",
};

const AVATAR_CLASSES: Record<string, string> = {
  family: "bg-amber-500",
  relationships: "bg-pink-500",
  trauma: "bg-violet-500",
  grief: "bg-indigo-500",
  stress: "bg-orange-500",
  "self-esteem": "bg-emerald-500",
  marriage: "bg-rose-500",
  addiction: "bg-cyan-600",
  depression: "bg-blue-500",
  anxiety: "bg-teal-500",
};

export function specialtyBadgeClass(specialty: string): string {
  return BADGE_CLASSES[specialty] ?? "bg-slate-100 text-slate-700";
}

export function specialtyAvatarClass(specialty: string): string {
  return AVATAR_CLASSES[specialty] ?? "bg-slate-500";
}

export function specialtyLabel(specialty: string): string {
  return specialty
    .split("-")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join("-");
}
