"""CubeLab's window: the only package that imports ursina or panda3d."""
