// /recipe-editor (create) and /recipe-editor/:recipeId (edit, the author only), SPEC §2 and §4.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { es } from '#shared/i18n/es.ts';
import { useSession } from '../../app/session.tsx';
import { ApiError } from '../../lib/api.ts';
import { LoadingScreen } from '../../ui/loading-screen.tsx';
import { Page } from '../../ui/page.tsx';
import { useToast } from '../../ui/toaster.tsx';
import { editedRecipeQuery } from './editor-api.ts';
import { draftFromRecipe, emptyDraft } from './recipe-draft.ts';
import { RecipeForm } from './recipe-form.tsx';

const t = es.editor;

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
  const initial = useMemo(emptyDraft, []);
  return (
    <EditorPage title={t.titleCreate}>
      <RecipeForm initial={initial} />
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
