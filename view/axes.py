"""Model axes <-> scene axes: the model is right-handed with +z toward the viewer (F);
Ursina (Panda3D set to y-up-left) is left-handed with +z into the screen."""
import numpy as np

#: model (x, y, z) -> ursina (x, y, -z)
_TO_URSINA = np.array([1.0, 1.0, -1.0])


def model_to_ursina(v) -> np.ndarray:
    """A model-space point or vector (..., 3) in Ursina axes."""
    return np.asarray(v, dtype=np.float64) * _TO_URSINA


def ursina_to_model(v) -> np.ndarray:
    """An Ursina-space point or vector (..., 3) in model axes."""
    return np.asarray(v, dtype=np.float64) * _TO_URSINA


def model_to_scene(v) -> np.ndarray:
    """model_to_ursina as float32, for vertex arrays."""
    return (np.asarray(v, dtype=np.float32) * _TO_URSINA.astype(np.float32))


def ursina_rotation(axis: int, degrees: float) -> tuple[float, float, float]:
    """Ursina Euler rotation equal to a right-hand turn of `degrees` about the model's +axis.

    Ursina's rotation_x/rotation_y are right-handed about Ursina's axes, rotation_z is
    left-handed; with model z = -ursina z every case comes out as the negated angle."""
    rot = [0.0, 0.0, 0.0]
    rot[axis] = -float(degrees)
    return tuple(rot)
