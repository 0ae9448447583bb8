import { Button } from '../../../components/button';
import { LogoMark } from '../../../components/logo';
import { isIosBrowser, promptInstall, useInstallPrompt } from '../../../lib/install-prompt';
import { labels } from '../../../lib/labels';
import { SectionCard } from './section-card';

const text = labels.installedApp;

/**
 * "Install Rela" when the browser offers to install it (REQ-APP-INSTALL), or how to add it to the
 * Home Screen on an iPhone or iPad; nothing where neither applies (installed already, say).
 */
export const InstallSection = () => {
  const offer = useInstallPrompt();
  const ios = !offer && isIosBrowser();
  if (!offer && !ios) return null;
  return (
    <SectionCard title={text.sectionTitle}>
      <div className="flex flex-col gap-4 px-5 py-4 sm:flex-row sm:items-center sm:px-6">
        <LogoMark className="size-12 shrink-0 text-brand-700" />
        <div className="min-w-0 flex-1">
          <p className="font-medium text-slate-900">{text.sectionIntro}</p>
          <p className="mt-0.5 text-sm text-slate-600">{ios ? text.iosHint : text.installHint}</p>
        </div>
        {offer ? (
          <Button className="shrink-0" onClick={() => void promptInstall()}>
            {text.install}
          </Button>
        ) : null}
      </div>
    </SectionCard>
  );
};
