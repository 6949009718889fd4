"""The cube's shader: vertex colours under a key and a fill light that follow the camera."""
from panda3d.core import Shader

_VERTEX = """
#version 130
uniform mat4 p3d_ModelViewProjectionMatrix;
uniform mat4 p3d_ModelMatrix;
uniform vec3 key_dir;
uniform vec3 fill_dir;
in vec4 p3d_Vertex;
in vec3 p3d_Normal;
in vec4 p3d_Color;
out vec4 v_color;
void main() {
    gl_Position = p3d_ModelViewProjectionMatrix * p3d_Vertex;
    vec3 n = normalize(mat3(p3d_ModelMatrix) * p3d_Normal);
    // a high floor: every face keeps its palette colour (white must not read grey,
    // orange not brown); the lights only tell the faces apart
    float light = 0.84 + 0.14 * max(dot(n, key_dir), 0.0) + 0.08 * max(dot(n, fill_dir), 0.0);
    v_color = vec4(p3d_Color.rgb * min(light, 1.04), p3d_Color.a);
}
"""

_FRAGMENT = """
#version 130
in vec4 v_color;
out vec4 frag_color;
void main() {
    frag_color = v_color;
}
"""


def cube_shader() -> Shader:
    """GLSL shader for meshes built by view.geom (vertex, normal, colour)."""
    return Shader.make(Shader.SL_GLSL, _VERTEX, _FRAGMENT)
