"""Panda3D geometry straight from numpy arrays: one vertex-coloured, lit triangle mesh."""
import numpy as np
from panda3d.core import (Geom, GeomNode, GeomTriangles, GeomVertexArrayFormat, GeomVertexData,
                          GeomVertexFormat, InternalName)

_ARRAY = GeomVertexArrayFormat()
_ARRAY.addColumn(InternalName.getVertex(), 3, Geom.NT_float32, Geom.C_point)
_ARRAY.addColumn(InternalName.getNormal(), 3, Geom.NT_float32, Geom.C_normal)
_ARRAY.addColumn(InternalName.getColor(), 4, Geom.NT_float32, Geom.C_color)
FORMAT = GeomVertexFormat.registerFormat(GeomVertexFormat(_ARRAY))


def make_geom_node(name: str, vertices: np.ndarray, normals: np.ndarray, colors: np.ndarray,
                   triangles: np.ndarray) -> GeomNode:
    """A GeomNode from (V,3) scene-space (Ursina axes) vertices and normals, (V,4) RGBA colours and
    (T,3) vertex indices, counter-clockwise seen from outside in model (right-handed) axes;
    copied in bulk (no per-vertex Python)."""
    node = GeomNode(name)
    if len(triangles) == 0:
        return node
    data = np.empty((len(vertices), 10), dtype=np.float32)
    data[:, 0:3] = vertices
    data[:, 3:6] = normals
    data[:, 6:10] = colors
    vdata = GeomVertexData(name, FORMAT, Geom.UH_static)
    vdata.unclean_set_num_rows(len(vertices))
    vdata.modify_array_handle(0).copy_data_from(memoryview(data.tobytes()))
    prim = GeomTriangles(Geom.UH_static)
    prim.set_index_type(Geom.NT_uint32)
    prim.modify_vertices().modify_handle().copy_data_from(
        memoryview(np.ascontiguousarray(triangles, dtype=np.uint32).tobytes()))
    geom = Geom(vdata)
    geom.add_primitive(prim)
    node.add_geom(geom)
    return node
