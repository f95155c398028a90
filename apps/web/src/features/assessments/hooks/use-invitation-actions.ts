import { useNavigate } from 'react-router';

export interface TEvaluationInvitationProps {
  open: boolean;
  /** Called when the candidate closes the dialog or goes to the assessment center. */
  onClose: () => void;
}

/** The invitation's two answers: later (close) or now (close and open the assessment center). */
export const useInvitationActions = ({ onClose }: TEvaluationInvitationProps) => {
  const navigate = useNavigate();
  return {
    later: onClose,
    go: () => {
      onClose();
      navigate('/evaluation');
    },
  };
};
