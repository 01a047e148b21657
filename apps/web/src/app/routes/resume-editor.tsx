import type { ResumeDetail } from '@tailor/core/contracts/resumes';
import { SparklesIcon } from 'lucide-react';
import { Link, useParams } from 'react-router';
import {
  ResumeEditorSkeleton,
  ResumeEditorWorkspace,
  SaveEditsButton,
  useResumeEditor,
} from '@/components/resume-editor/resume-editor';
import { Button } from '@/components/ui/button';
import { useResume } from '@/features/resumes/api/get-resume';
import { useUpdateResume } from '@/features/resumes/api/update-resume';
import { ResumeNotFound } from '@/features/resumes/components/resume-not-found';

/**
 * /editor/{id}: the same form and live preview as the tailored editor, over the data parsed from an uploaded
 * resume. A user corrects what the parser got wrong once; every later tailoring starts from the saved data.
 */
export function ResumeEditorPage() {
  const { id: idParam } = useParams();
  const id = Number(idParam);
  const resume = useResume(id);
  if (!Number.isInteger(id) || id <= 0 || (resume.isError && !resume.data)) {
    return <ResumeNotFound />;
  }
  if (!resume.data) return <ResumeEditorSkeleton label="Loading resume" />;
  // Keyed by id: a refetch of the same resume must not throw away the user's unsaved edits.
  return <ResumeDataEditor key={resume.data.id} resume={resume.data} />;
}

function ResumeDataEditor({ resume }: { resume: ResumeDetail }) {
  const { local, isDirty, update, remove, prepareSave } = useResumeEditor(resume.data);
  const save = useUpdateResume();
  const onSave = () => {
    const { payload, markSaved } = prepareSave();
    save.mutate({ id: resume.id, data: payload }, { onSuccess: markSaved });
  };

  return (
    <div className="grid gap-6">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
            Edit Resume: {resume.name}
          </h1>
          <p className="mt-1 text-muted-foreground">
            Correct what was read from your PDF. Every tailoring from now on starts from these details; the
            original PDF stays as you uploaded it.
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2 lg:shrink-0">
          {isDirty && <span className="text-sm text-muted-foreground">Unsaved changes</span>}
          <Button asChild variant="outline">
            <Link to={`/tailoring/${resume.id}`}>
              <SparklesIcon aria-hidden="true" />
              Tailor Resume
            </Link>
          </Button>
          <SaveEditsButton isPending={save.isPending} onClick={onSave} />
        </div>
      </div>
      <ResumeEditorWorkspace resume={local} update={update} remove={remove} />
    </div>
  );
}
