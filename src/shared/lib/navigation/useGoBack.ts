import { useLocation, useNavigate } from 'react-router-dom';
import { sectionPathOf } from './sectionPathOf';

/**
 * Back to where the user came from: the previous address when they came from within the panel, else
 * (an address typed or shared) the list of the section the current screen belongs to.
 */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const { key, pathname } = useLocation();
  // The router names the first address of a visit 'default': nothing of the panel's lies behind it.
  const cameFromPanel = key !== 'default';
  return () => void (cameFromPanel ? navigate(-1) : navigate(sectionPathOf(pathname)));
}
