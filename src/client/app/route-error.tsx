import { Link, useRouteError } from 'react-router';
import { buttonClass } from '../ui/button.tsx';

/** Shown when a page fails to load (for example a new version replaced an old chunk). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <div className="bg-kitchen grid min-h-dvh place-items-center p-6 text-center">
      <div>
        <h1 className="font-display text-3xl font-bold">¡Ups! Algo se quemó en la cocina.</h1>
        <p className="mt-2 text-lg text-ink-soft">No pudimos mostrar esta pantalla. Recarga la página e inténtalo de nuevo.</p>
        <Link to="/menu" className={buttonClass('primary', 'lg', 'mt-6')}>
          Volver al menú
        </Link>
      </div>
    </div>
  );
}
