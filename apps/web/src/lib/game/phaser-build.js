// The parts of Phaser the play screen uses, and nothing else. Vite resolves `import 'phaser'` to
// this file (see apps/web/build/phaser-build.ts): the whole library weighs ~370 kB gzipped, this
// selection ~250 kB. Game-object factories, loader file types and scene plugins register
// themselves when their module runs, so `this.add.x` / `this.load.x` exist only for what is
// imported here. Using a new part of Phaser means adding its module below; the e2e play specs
// fail loudly (`this.add.foo is not a function`) when one is missing.
import 'phaser-src/polyfills/requestVideoFrame.js';
import CONST from 'phaser-src/const.js';
import Animations from 'phaser-src/animations/index.js';
import BlendModes from 'phaser-src/renderer/BlendModes.js';
import Cache from 'phaser-src/cache/index.js';
import Scene2D from 'phaser-src/cameras/2d/index.js';
import Core from 'phaser-src/core/index.js';
import Class from 'phaser-src/utils/Class.js';
import Data from 'phaser-src/data/index.js';
import Events from 'phaser-src/events/index.js';
import Game from 'phaser-src/core/Game.js';
import Input from 'phaser-src/input/index.js';
import LoaderEvents from 'phaser-src/loader/events/index.js';
import LoaderFile from 'phaser-src/loader/File.js';
import LoaderPlugin from 'phaser-src/loader/LoaderPlugin.js';
import Distance from 'phaser-src/math/distance/index.js';
import Plugins from 'phaser-src/plugins/index.js';
import Renderer from 'phaser-src/renderer/index.js';
import Scale from 'phaser-src/scale/index.js';
import ScaleModes from 'phaser-src/renderer/ScaleModes.js';
import Scene from 'phaser-src/scene/Scene.js';
import Scenes from 'phaser-src/scene/index.js';
import Structs from 'phaser-src/structs/index.js';
import Textures from 'phaser-src/textures/index.js';
import Tilemaps from 'phaser-src/tilemaps/index.js';
import Time from 'phaser-src/time/index.js';
import TintModes from 'phaser-src/renderer/TintModes.js';
import Tweens from 'phaser-src/tweens/index.js';
import DisplayList from 'phaser-src/gameobjects/DisplayList.js';
import UpdateList from 'phaser-src/gameobjects/UpdateList.js';
import GameObject from 'phaser-src/gameobjects/GameObject.js';
import GameObjectFactory from 'phaser-src/gameobjects/GameObjectFactory.js';
import GameObjectCreator from 'phaser-src/gameobjects/GameObjectCreator.js';
import Arc from 'phaser-src/gameobjects/shape/arc/Arc.js';
import Container from 'phaser-src/gameobjects/container/Container.js';
import Graphics from 'phaser-src/gameobjects/graphics/Graphics.js';
import Image from 'phaser-src/gameobjects/image/Image.js';
import Rectangle from 'phaser-src/gameobjects/shape/rectangle/Rectangle.js';
import Sprite from 'phaser-src/gameobjects/sprite/Sprite.js';
import Text from 'phaser-src/gameobjects/text/Text.js';
// Registrations: this.add.*, this.make.*, this.load.*.
import 'phaser-src/gameobjects/shape/arc/ArcFactory.js';
import 'phaser-src/gameobjects/container/ContainerFactory.js';
import 'phaser-src/gameobjects/graphics/GraphicsFactory.js';
import 'phaser-src/gameobjects/image/ImageFactory.js';
import 'phaser-src/gameobjects/shape/rectangle/RectangleFactory.js';
import 'phaser-src/gameobjects/sprite/SpriteFactory.js';
import 'phaser-src/gameobjects/text/TextFactory.js';
import 'phaser-src/loader/filetypes/AtlasJSONFile.js';
import 'phaser-src/loader/filetypes/ImageFile.js';
import 'phaser-src/loader/filetypes/JSONFile.js';

// Named exports, like the package's own ESM build, so `import * as Phaser from 'phaser'` works.
export {
  Animations,
  BlendModes,
  Cache,
  Core,
  Class,
  Data,
  Events,
  Game,
  Input,
  Plugins,
  Renderer,
  Scale,
  ScaleModes,
  Scene,
  Scenes,
  Structs,
  Textures,
  Tilemaps,
  Time,
  TintModes,
  Tweens,
};
export const Cameras = { Scene2D };
export const GameObjects = { DisplayList, UpdateList, GameObject, GameObjectFactory, GameObjectCreator, Arc, Container, Graphics, Image, Rectangle, Sprite, Text };
export const Loader = { Events: LoaderEvents, File: LoaderFile, LoaderPlugin };
export const Math = { Distance };
export const { AUTO, CANVAS, WEBGL, HEADLESS, VERSION, FOREVER, UP, DOWN, LEFT, RIGHT, NONE } = CONST;
