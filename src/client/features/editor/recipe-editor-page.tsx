// /recipe-editor (create) and /recipe-editor/:recipeId (edit, the author only), SPEC §2 and §4.
import { useQuery } from '@tanstack/react-query';
import { Link2 } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { es } from '#shared/i18n/es.ts';
import { useSession } from '../../app/session.tsx';
import type { RecipeImportResult } from '#shared/contract/recipe-import.ts';
import { ApiError } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { LoadingScreen } from '../../ui/loading-screen.tsx';
import { Page } from '../../ui/page.tsx';
import { useToast } from '../../ui/toaster.tsx';
import { editedRecipeQuery } from './editor-api.ts';
import { draftFromRecipe, emptyDraft, type RecipeDraft } from './recipe-draft.ts';
import { RecipeForm } from './recipe-form.tsx';

const t = es.editor;

// The import dialog and the reader it brings load when the cook opens it, not with the editor.
const RecipeImportDialog = lazy(async () => ({ default: (await import('./recipe-import-dialog.tsx')).RecipeImportDialog }));
const importHelpers = () => import('./recipe-import.ts');

export function RecipeEditorPage() {
  const { recipeId } = useParams();
  // A new key per recipe: going from one recipe (or from create) to another starts a fresh form.
  return recipeId ? <EditRecipe key={recipeId} recipeId={recipeId} /> : <CreateRecipe />;
}

function EditorPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Page title={title} subtitle={t.subtitle} back={{ to: '/recipes', label: t.back }}>
      {children}
    </Page>
  );
}

function CreateRecipe() {
  const notify = useToast();
  const [initial, setInitial] = useState<RecipeDraft>(emptyDraft);
  // A new form for each import: the form keeps its own state from the draft it starts with.
  const [imports, setImports] = useState(0);
  const [importing, setImporting] = useState(false);

  async function imported(result: RecipeImportResult, options: { fromFile: boolean }) {
    const { draftFromImport, importNotices } = await importHelpers();
    setInitial(draftFromImport(result.recipe));
    setImports((n) => n + 1);
    setImporting(false);
    notify('success', es.recipeImport.done);
    const notices = importNotices(result, options);
    if (notices.length) notify('info', notices.join(' '));
  }

  return (
    <EditorPage title={t.titleCreate}>
      <Button
        variant="secondary"
        size="lg"
        className="mb-5 w-full"
        onClick={() => setImporting(true)}
        icon={<Link2 className="size-5" aria-hidden="true" />}
      >
        {es.recipeImport.open}
      </Button>
      {importing ? (
        <Suspense fallback={null}>
          <RecipeImportDialog onClose={() => setImporting(false)} onImported={(result, options) => void imported(result, options)} />
        </Suspense>
      ) : null}
      <RecipeForm key={imports} initial={initial} />
    </EditorPage>
  );
}

function EditRecipe({ recipeId }: { recipeId: string }) {
  const { user } = useSession();
  const notify = useToast();
  const navigate = useNavigate();
  const query = useQuery({
    ...editedRecipeQuery(recipeId),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
  const recipe = query.data;
  const notAuthor = Boolean(recipe && user && recipe.authorId !== user.id);

  // Missing recipe, failed load or someone else's recipe: say so and go back to the book.
  useEffect(() => {
    if (query.isError) {
      const missing = query.error instanceof ApiError && query.error.status === 404;
      notify('error', missing ? t.notFound : t.loadError);
      navigate('/recipes', { replace: true });
    } else if (notAuthor) {
      notify('error', t.notAuthor);
      navigate('/recipes', { replace: true });
    }
  }, [query.isError, query.error, notAuthor, notify, navigate]);

  const initial = useMemo(() => (recipe ? draftFromRecipe(recipe) : null), [recipe]);
  if (!initial || notAuthor) return <LoadingScreen label={t.loading} />;
  return (
    <EditorPage title={t.titleEdit}>
      <RecipeForm initial={initial} recipeId={recipeId} />
    </EditorPage>
  );
}
