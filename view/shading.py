"""The cube's shader: vertex colours under a key and a fill light that follow the camera,
and on big cubes the sticker grid drawn as lines.

From sticker_layout.NO_GAP_FROM stickers fill their cubies (a gap in the geometry would be
under two pixels wide and alias into moiré), so the dark lines between stickers are drawn
here instead: each fragment's distance to the nearest cubie border, measured in its face's
plane, against a line at least about a pixel wide (`fwidth`), its edges blended by the
part of the pixel they cover. Lines fade out where a cubie is only a few pixels wide."""
from panda3d.core import Shader

from .palette import BODY

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
out vec3 v_position;
out vec3 v_normal;
void main() {
    gl_Position = p3d_ModelViewProjectionMatrix * p3d_Vertex;
    vec3 n = normalize(mat3(p3d_ModelMatrix) * p3d_Normal);
    // a high floor: every face keeps its palette colour (white must not read grey,
    // orange not brown); the lights only tell the faces apart
    float light = 0.84 + 0.14 * max(dot(n, key_dir), 0.0) + 0.08 * max(dot(n, fill_dir), 0.0);
    v_color = vec4(p3d_Color.rgb * min(light, 1.04), p3d_Color.a);
    v_position = p3d_Vertex.xyz;
    v_normal = p3d_Normal;
}
"""

_FRAGMENT = """
#version 130
uniform float grid_half;     // half a line's width in cubie units; 0: no lines
uniform float grid_offset;   // cubie borders lie at whole numbers minus this
uniform vec3 grid_color;
in vec4 v_color;
in vec3 v_position;
in vec3 v_normal;
out vec4 frag_color;
void main() {
    frag_color = v_color;
    if (grid_half <= 0.0) {
        return;
    }
    vec3 a = abs(v_normal);
    vec2 t = (a.x > 0.5 ? v_position.yz : (a.y > 0.5 ? v_position.xz : v_position.xy)) + grid_offset;
    vec2 w = max(fwidth(t), vec2(1e-6));                 // cubie units per pixel
    vec2 edge = abs(fract(t + 0.5) - 0.5);                 // distance to the nearest border
    vec2 half_width = max(vec2(grid_half), 0.6 * w);
    vec2 cover = clamp((half_width - edge) / w + 0.5, 0.0, 1.0);
    float fade = 1.0 - smoothstep(0.25, 0.5, max(w.x, w.y));
    frag_color = vec4(mix(v_color.rgb, grid_color, max(cover.x, cover.y) * fade), v_color.a);
}
"""


def cube_shader() -> Shader:
    """GLSL shader for meshes built by view.geom (vertex, normal, colour)."""
    return Shader.make(Shader.SL_GLSL, _VERTEX, _FRAGMENT)


def grid_inputs(n: int, lines: bool, half_width: float) -> dict:
    """The shader inputs that draw (or leave out) the grid on an n-cube."""
    return {'grid_half': half_width if lines else 0.0, 'grid_offset': (n % 2) * 0.5,
            'grid_color': tuple(BODY)}
