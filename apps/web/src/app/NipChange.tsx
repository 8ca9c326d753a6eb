import { useNavigate } from 'react-router';
import { Nip } from '../features/pin/screens/Nip.tsx';

/** `/app/nip?isChange=true`, from Confidentialité: once the new PIN is set, back to where it came from. */
export function NipChange() {
  const navigate = useNavigate();
  const done = () => {
    if ((window.history.state?.idx ?? 0) > 0) navigate(-1);
    else navigate('/app/settings/Confidentialite', { replace: true });
  };
  return <Nip isChange onChanged={done} />;
}
