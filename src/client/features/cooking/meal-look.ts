// How each meal type looks on Sorpréndeme's buttons: an icon and a bright gradient.
import { CakeSlice, Coffee, CookingPot, Moon, Popcorn, Soup, type LucideIcon } from 'lucide-react';

interface MealLook {
  icon: LucideIcon;
  /** Tailwind gradient classes; white text on them keeps a contrast of at least 4.5:1. */
  tone: string;
}

const looks: Record<string, MealLook> = {
  Desayuno: { icon: Coffee, tone: 'from-amber-600 to-orange-700' },
  Almuerzo: { icon: Soup, tone: 'from-emerald-600 to-green-800' },
  Cena: { icon: Moon, tone: 'from-indigo-600 to-violet-800' },
  Postre: { icon: CakeSlice, tone: 'from-pink-600 to-rose-700' },
  Snack: { icon: Popcorn, tone: 'from-red-600 to-orange-700' },
};

export function mealLook(mealType: string): MealLook {
  return looks[mealType] ?? { icon: CookingPot, tone: 'from-orange-600 to-red-700' };
}
