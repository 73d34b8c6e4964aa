import Typography from '@mui/material/Typography';
import type { CreativeLevelCard } from '@codehop/api';
import { MapThumbnail } from './map-thumbnail.tsx';

/** A creative level's map picture and name, as every list of levels shows them (community, teacher's check). */
export function CreativeLevelPicture({ level }: { readonly level: CreativeLevelCard }) {
  return (
    <>
      <MapThumbnail mapPath={level.map_path} items={level.items} start={level.player_start} label={level.name} />
      <Typography variant="h6" component="h2" sx={{ fontWeight: 800, mt: 1, overflowWrap: 'anywhere' }}>
        {level.name}
      </Typography>
    </>
  );
}
