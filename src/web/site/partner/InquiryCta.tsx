import { PATHS } from '../../../common/paths.ts';
import { ArrowLink } from '../../components/ArrowLink.tsx';
import { CtaBand } from '../../components/CtaBand.tsx';
import { useI18n } from '../../lib/i18n.tsx';

/**
 * The band that sends a would-be partner to the inquiry form. The home page and the partner list
 * both end with it, in their own colours (`block`) and words (`copy`: a catalogue group with
 * `title`, `text` and `button`).
 */
export function InquiryCta({ block, copy }: { block: string; copy: string }) {
  const { t, href } = useI18n();
  return (
    <CtaBand block={block} id={`${block}-title`} title={t(`${copy}.title`)} text={t(`${copy}.text`)}>
      <ArrowLink className="button button--light" href={href(PATHS.inquiry)}>
        {t(`${copy}.button`)}
      </ArrowLink>
    </CtaBand>
  );
}
