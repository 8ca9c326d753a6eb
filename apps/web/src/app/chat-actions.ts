// The chat's code loads with the first of these calls, not with the screens that offer them.
const chatActions = () => import('../features/chat/actions.ts');

/** Opens the conversation with a colleague, for MyProfil's Envoyer un message. */
export const openChat = (userId: string) =>
  chatActions().then(({ openConversation }) => openConversation(userId));

/** Opens a theme's room, for the item screen's Rejoindre le salon. */
export const joinRoom = (room: string) => chatActions().then(({ openRoom }) => openRoom(room));
