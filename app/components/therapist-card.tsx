import { specialtyAvatarClass, specialtyBadgeClass, specialtyLabel } from "~/lib/specialties";

export interface TherapistSummary {
  id: string;
  name: string;
  specialty: string;
  description: string;
  avatar: string | null;
}

export function TherapistAvatar({ therapist, size = "h-12 w-12" }: { therapist: TherapistSummary; size?: string }) {
  if (therapist.avatar) {
    return <img src={therapist.avatar} alt="" className={`${size} shrink-0 rounded-full object-cover`} />;
  }
  return (
    <span
      aria-hidden
      className={`${size} flex shrink-0 items-center justify-center rounded-full text-lg font-semibold text-white ${specialtyAvatarClass(therapist.specialty)}`}
    >
      {therapist.name.charAt(0)}
    </span>
  );
}

export function SpecialtyBadge({ specialty }: { specialty: string }) {
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${specialtyBadgeClass(specialty)}`}>
      {specialtyLabel(specialty)}
    </span>
  );
}

/** A therapist as a card; the whole card is one button. */
export function TherapistCard({
  therapist,
  locked,
  onSelect,
}: {
  therapist: TherapistSummary;
  locked: boolean;
  onSelect: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onSelect}
      className="card flex h-full w-full flex-col gap-3 text-left transition hover:border-brand-300 hover:shadow-md"
      aria-label={`${therapist.name}, AI ${specialtyLabel(therapist.specialty).toLowerCase()} therapist${locked ? " (upgrade needed)" : ""}`}
    >
      <div className="flex items-center gap-3">
        <TherapistAvatar therapist={therapist} />
        <div className="min-w-0">
          <p className="truncate font-semibold text-slate-900">{therapist.name}</p>
          <SpecialtyBadge specialty={therapist.specialty} />
        </div>
        {locked ? (
          <span className="ml-auto rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600">Locked</span>
        ) : null}
      </div>
      <p className="line-clamp-3 text-sm leading-relaxed text-slate-600 sm:line-clamp-none">{therapist.description}</p>
    </button>
  );
}

export function NoTherapists() {
  return (
    <div className="card mt-4 text-center">
      <p className="font-semibold text-slate-900">No Therapists Available</p>
      <p className="mt-1 text-sm text-slate-600">Please check back later or contact support.</p>
    </div>
  );
}
