/**
 * UI text of the kit map view (src/lib/ui/MapView.svelte), Czech and English. Registered by the map
 * view (it imports this module), not by i18n/index.ts: off the first page (issue 28).
 */
import { addMessages } from 'svelte-i18n';

export const mapEn = {
	mapView: {
		label: 'Map',
		zoomIn: 'Zoom in',
		zoomOut: 'Zoom out',
		centre: 'Centre on me',
		keys: 'Drag or use the arrow keys to move the map, + and − to zoom, 0 to reset.'
	}
};

export const mapCs: typeof mapEn = {
	mapView: {
		label: 'Mapa',
		zoomIn: 'Přiblížit',
		zoomOut: 'Oddálit',
		centre: 'Vycentrovat na mě',
		keys: 'Mapou posunete tažením nebo šipkami, přiblížíte klávesami + a −, klávesa 0 ji vrátí.'
	}
};

addMessages('cs', mapCs);
addMessages('en', mapEn);
